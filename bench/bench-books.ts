// npm run bench:books [-- --books 1000000 --runs 30]
// Seeds a fresh database (PostgreSQL when DATABASE_URL is set, else an embedded PGlite), then times
// the books API (REST, signed in as an admin) next to the same SQL sent straight through the driver.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { DatabaseConnection } from '~/server/db/client';
import { encodeCursor } from '~/server/db/keyset';
import { seedBooks } from '~/server/db/seed';
import { adminApi, printTimings, time as timeRuns } from './api-timing';
import { seededDatabase } from './fresh-database';

const { values } = parseArgs({
  options: { books: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '30' } },
});
const BOOKS = Number(values.books);
const RUNS = Number(values.runs);
const PAGE = 20;
const time = (label: string, run: () => Promise<unknown>) => timeRuns(label, run, RUNS);

async function main() {
  const { connection, dispose, description } = await seededDatabase();
  try {
    const seedStart = performance.now();
    const { inserted } = await seedBooks(connection, BOOKS, {
      onProgress: (done) =>
        process.stdout.write(`\rseeding ${done.toLocaleString('en')} / ${BOOKS.toLocaleString('en')}`),
    });
    console.log(
      `\nseeded ${inserted.toLocaleString('en')} books into ${description} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const { get } = await adminApi(connection);
    const api = (query: string) => get(`/books?${query}`);
    const count = (query: string) => get(`/books/count?${query}`);

    const total = await results(connection);
    // Page 1,000, or the last full page of a smaller catalogue.
    const deepPage = Math.max(2, Math.min(1_000, Math.floor(total / PAGE)));
    const [row] = await connection.query<{ sort_title: string; id: string }>(
      'select lower(title) as sort_title, id from book order by lower(title), id offset $1 limit 1',
      [PAGE * (deepPage - 1) - 1],
    );
    const deepCursor = encodeCursor([row!.sort_title, row!.id]);
    // A word the generated titles share (about one book in ten) and a name only two classics match.
    const [common, rare] = ['harbor', 'dostoevsky'];
    const sql = {
      first:
        'select b.*, g.name from book b left join genre g on g.id = b.genre_id order by lower(b.title), b.id limit 21',
      seek: `select b.*, g.name from book b left join genre g on g.id = b.genre_id where (lower(b.title), b.id) > ($1, $2::uuid) order by lower(b.title), b.id limit 21`,
      search: `select b.*, g.name from book b left join genre g on g.id = b.genre_id
        where folio_search_text(b.title || ' ' || b.author || ' ' || coalesce(b.publisher, '')) like '%' || folio_search_text($1) || '%'
        order by lower(b.title), b.id limit 21`,
    };

    const rows = [
      await time('first page (API)', () => api(`limit=${PAGE}`)),
      await time('first page (SQL)', () => connection.query(sql.first)),
      await time(`page ${deepPage.toLocaleString('en')} (API)`, () =>
        api(`limit=${PAGE}&cursor=${deepCursor}`),
      ),
      await time(`page ${deepPage.toLocaleString('en')} (SQL)`, () =>
        connection.query(sql.seek, [row!.sort_title, row!.id]),
      ),
      await time(`search "${common}" (API)`, () => api(`limit=${PAGE}&searchTerm=${common}`)),
      await time(`search "${common}" (SQL)`, () => connection.query(sql.search, [common])),
      await time(`search "${rare}" (API)`, () => api(`limit=${PAGE}&searchTerm=${rare}`)),
      await time(`search "${rare}" (SQL)`, () => connection.query(sql.search, [rare])),
      await time('count, all books (API, deferred)', () => count('')),
      await time(`count "${common}" (API, deferred)`, () => count(`searchTerm=${common}`)),
      await time(`count "${rare}" (API, deferred)`, () => count(`searchTerm=${rare}`)),
    ];
    printTimings(
      `${total.toLocaleString('en')} books, ${RUNS} runs each (ms; the API includes the session check and JSON; the page fetches the count beside the list)`,
      rows,
    );
  } finally {
    await dispose();
  }
}

async function results(connection: DatabaseConnection) {
  const [row] = await connection.query<{ total: number }>('select count(*)::int as total from book');
  return row!.total;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
