import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from './client';
import { book, genre, member, organization, shelf, shelfBook, team, teamMember, user } from './schema';
import { CLASSIC_BOOKS, GENRE_NAMES } from './seed/classic-books';
import { builtInUsers, demoMembers } from './seed/demo-users';
import { demoOrganizations } from './seed/demo-organizations';
import { SeededRandom } from './seed/random';

export { seedBooks, type SeedBooksOptions } from './seed/volume-books';

const SEED = 20_240_601;
const CATALOGUE_WINDOW_MS = 120 * 86_400_000;
// Two processes seeding one PostgreSQL database at once take turns instead of failing on the unique e-mail.
const SEED_LOCK_KEY = 7_014_212;

export interface SeedOptions {
  /** The moment sign-up and catalogue dates are spread back from; defaults to the current time. */
  now?: Date;
}

/** Fills an empty database (no users) with demo accounts, the genres and a catalogue of classics. */
export async function seedDatabase(
  connection: DatabaseConnection,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  const random = new SeededRandom(SEED);

  const seeded = await connection.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: user.id }).from(user).limit(1);
    if (existing.length > 0) return false;

    const people = [...builtInUsers(random, now), ...demoMembers(random, now)];
    await tx.insert(user).values(people);

    const genres = await tx
      .insert(genre)
      .values(GENRE_NAMES.map((name) => ({ name })))
      .returning({ id: genre.id, name: genre.name });
    const genreIds = new Map(genres.map((row) => [row.name, row.id]));

    const books = GENRE_NAMES.flatMap((genreName) =>
      CLASSIC_BOOKS[genreName].map(([title, author, publisher]) => {
        const createdAt = new Date(now.getTime() - random.next() * CATALOGUE_WINDOW_MS);
        return {
          title,
          author,
          publisher,
          genreId: genreIds.get(genreName),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    const inserted = await tx.insert(book).values(books).returning({ id: book.id, title: book.title });

    const demo = demoOrganizations(random, now, people);
    await tx.insert(organization).values(demo.organizations);
    await tx.insert(member).values(demo.members);
    await tx.insert(team).values(demo.teams);
    await tx.insert(teamMember).values(demo.teamMembers);
    const bookIds = new Map(inserted.map((row) => [row.title, row.id]));
    for (const { titles, ...row } of demo.shelves) {
      const [created] = await tx.insert(shelf).values(row).returning({ id: shelf.id });
      const onShelf = titles.flatMap((title) => bookIds.get(title) ?? []);
      if (onShelf.length)
        await tx.insert(shelfBook).values(onShelf.map((bookId) => ({ shelfId: created!.id, bookId })));
    }
    return true;
  });
  // Statistics for the new rows (people, books, organizations), so the first searches are planned well.
  if (seeded) await connection.query('analyze');

  return { seeded };
}
