import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../client';
import { book, genre } from '../schema';
import { SeededRandom } from './random';
import {
  AUTHOR_FIRST_NAMES,
  AUTHOR_LAST_NAMES,
  TITLE_ADJECTIVES,
  TITLE_NOUNS,
  TITLE_PLACES,
  VOLUME_PUBLISHERS,
} from './volume-words';

interface VolumeBook {
  title: string;
  author: string;
  genreId: string | null;
  publisher: string;
}

export interface SeedBooksOptions {
  /** Rows per INSERT statement; each batch is generated just before it is written. */
  batchSize?: number;
  onProgress?: (inserted: number, requested: number) => void;
}

const VOLUME_SEED = 1_337;
const DEFAULT_BATCH_SIZE = 5_000;
// A batch that adds nothing means the word combinations are (nearly) used up; retry a little, then stop.
const MAX_FRUITLESS_BATCHES = 3;

function volumeTitle(random: SeededRandom): string {
  const adjective = random.pick(TITLE_ADJECTIVES);
  const noun = random.pick(TITLE_NOUNS);
  const place = random.pick(TITLE_PLACES);
  const shape = random.next();
  // Most titles use all three words, which gives the most combinations; the rest add variety.
  if (shape < 0.7) return `The ${adjective} ${noun} of ${place}`;
  if (shape < 0.8) return `The ${adjective} ${noun}`;
  if (shape < 0.9) return `The ${noun} of ${place}`;
  return `Beyond the ${adjective} ${noun}`;
}

function volumeBook(random: SeededRandom, genreIds: readonly string[]): VolumeBook {
  return {
    title: volumeTitle(random),
    author: `${random.pick(AUTHOR_FIRST_NAMES)} ${random.pick(AUTHOR_LAST_NAMES)}`,
    genreId: genreIds.length > 0 ? random.pick(genreIds) : null,
    publisher: random.pick(VOLUME_PUBLISHERS),
  };
}

// One statement per batch with four array parameters: much faster than a VALUES list with a parameter per
// cell, and free of the 65,535-parameter limit.
const INSERT_BATCH = `
  with added as (
    insert into book (title, author, genre_id, publisher)
    select * from unnest($1::text[], $2::text[], $3::uuid[], $4::text[])
    on conflict do nothing
    returning 1
  )
  select count(*)::int as inserted from added`;

async function insertSkippingDuplicates(
  connection: DatabaseConnection,
  books: VolumeBook[],
): Promise<number> {
  const [result] = await connection.query<{ inserted: number }>(INSERT_BATCH, [
    books.map((row) => row.title),
    books.map((row) => row.author),
    books.map((row) => row.genreId),
    books.map((row) => row.publisher),
  ]);
  return result?.inserted ?? 0;
}

/**
 * Adds `count` generated books for volume testing, in batches so memory stays flat even for a
 * million rows. Books that already exist (same title and author) are skipped and replaced by new
 * ones, so the count is reached unless the word lists run out. The sequence depends on how many
 * books there already are, so running it twice adds different books.
 */
export async function seedBooks(
  connection: DatabaseConnection,
  count: number,
  options: SeedBooksOptions = {},
): Promise<{ inserted: number }> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const genres = await connection.db.select({ id: genre.id }).from(genre).orderBy(genre.name);
  const genreIds = genres.map((row) => row.id);
  const [counted] = await connection.db.select({ books: sql<number>`count(*)::int` }).from(book);
  const random = new SeededRandom(VOLUME_SEED + (counted?.books ?? 0));

  let inserted = 0;
  let fruitlessBatches = 0;
  while (inserted < count && fruitlessBatches < MAX_FRUITLESS_BATCHES) {
    const books = Array.from({ length: Math.min(batchSize, count - inserted) }, () =>
      volumeBook(random, genreIds),
    );
    const added = await insertSkippingDuplicates(connection, books);
    inserted += added;
    fruitlessBatches = added === 0 ? fruitlessBatches + 1 : 0;
    options.onProgress?.(inserted, count);
  }
  // The planner's statistics follow at once, not when autovacuum gets to them: until then a broad
  // search of a million books is planned as for a few and takes 50 times longer.
  if (inserted > 0) await connection.query('analyze book');
  return { inserted };
}
