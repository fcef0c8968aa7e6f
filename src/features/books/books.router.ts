import { ORPCError } from '@orpc/server';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import type { Database } from '~/server/db/client';
import { databaseErrorCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '~/server/db/errors';
import { keysetPage, pageInputSchema } from '~/server/db/keyset';
import { book, bookCount, genre } from '~/server/db/schema';
import { containsPattern, searchText, searchTokens } from '~/server/db/search';
import { bookIdInput, isBookId } from './book-ids';
import { removeImage } from '~/server/storage/stored-images';
import { bookEvent } from '~/server/webhooks/webhook-payloads';
import { coverUrls, createCoverUpload, removeCover, setCover } from './book-covers';
import { bookInputSchema, bookSchema, DUPLICATE_TITLE, type Book } from './book.schema';
import { BOOK_SEARCH_MAX_LENGTH } from './book-search';

// Must stay the expression of the GIN index book_search_idx (migration 0001) for the index to serve it.
const bookSearchText = searchText(
  sql`${book.title} || ' ' || ${book.author} || ' ' || coalesce(${book.publisher}, '')`,
);
const sortTitle = sql<string>`lower(${book.title})`;

const bookColumns = {
  id: book.id,
  title: book.title,
  author: book.author,
  publisher: book.publisher,
  genre: { id: genre.id, name: genre.name },
  coverKey: book.coverKey,
  createdAt: book.createdAt,
  updatedAt: book.updatedAt,
  sortTitle,
};

function selectBooks(db: Database) {
  return db.select(bookColumns).from(book).leftJoin(genre, eq(book.genreId, genre.id));
}

type BookRow = Omit<Book, 'cover'> & { sortTitle: string; coverKey: string | null };

function toBook({ sortTitle: _sortTitle, coverKey, ...rest }: BookRow): Book {
  return { ...rest, cover: coverKey ? coverUrls(coverKey) : null };
}

/**
 * A book matches when every word of the term is in its title, author, publisher or genre name. The
 * genres are resolved first (a ten-row table) so that the book condition is "text LIKE … OR genre_id
 * = ANY(…)", which the planner serves with the trigram and genre indexes instead of a scan.
 */
async function matchesSearch(db: Database, term: string | undefined): Promise<SQL | undefined> {
  const tokens = searchTokens(term);
  if (!tokens.length) return undefined;
  const conditions = await Promise.all(
    tokens.map(async (token) => {
      const textMatches = sql`${bookSearchText} like ${containsPattern(token)}`;
      const genres = await db
        .select({ id: genre.id })
        .from(genre)
        .where(sql`${searchText(sql`${genre.name}`)} like ${containsPattern(token)}`);
      return genres.length
        ? or(
            textMatches,
            inArray(
              book.genreId,
              genres.map(({ id }) => id),
            ),
          )
        : textMatches;
    }),
  );
  return and(...conditions);
}

/** The unfiltered total comes from the trigger-maintained counter; a search or a genre counts its matches. */
async function countBooks(db: Database, search: SQL | undefined): Promise<number> {
  if (!search) {
    const [counter] = await db.select({ total: bookCount.total }).from(bookCount);
    return counter?.total ?? 0;
  }
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(book)
    .where(search);
  return counted?.total ?? 0;
}

async function findBook(db: Database, id: string): Promise<Book> {
  const [found] = isBookId(id) ? await selectBooks(db).where(eq(book.id, id)) : [];
  if (!found) throw new ORPCError('NOT_FOUND');
  return toBook(found);
}

/** Turns the database's refusals into answers a form can show on the right field. */
function refusal(error: unknown): unknown {
  const code = databaseErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) return new ORPCError('CONFLICT', { data: DUPLICATE_TITLE });
  if (code === PG_FOREIGN_KEY_VIOLATION) {
    return new ORPCError('BAD_REQUEST', { data: { field: 'genreId', reason: 'unknown' } });
  }
  return error;
}

/** What a list of books (and its count) is narrowed to: words to find, and one genre. */
const bookFiltersSchema = z.object({
  searchTerm: z.string().max(BOOK_SEARCH_MAX_LENGTH).optional(),
  genreId: z.uuid().optional(),
});

/** The books a search finds, in the genre asked for (when one is). */
async function bookFilters(db: Database, input: z.infer<typeof bookFiltersSchema>) {
  const search = await matchesSearch(db, input.searchTerm);
  return input.genreId ? and(search, eq(book.genreId, input.genreId)) : search;
}

export const listBooks = procedure
  .meta({ permission: { book: ['read'] } })
  .route({ method: 'GET', path: '/books', summary: 'Search and page through books', tags: ['Books'] })
  .input(pageInputSchema.extend(bookFiltersSchema.shape))
  .output(z.object({ items: z.array(bookSchema), nextCursor: z.string().nullable() }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const search = await bookFilters(db, input);
    const page = await keysetPage({
      cursor: input.cursor,
      limit: input.limit,
      key: z.tuple([z.string().max(1_000), z.uuid()]),
      rows: (after, take) =>
        selectBooks(db)
          .where(
            and(
              search,
              after ? sql`(${sortTitle}, ${book.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
            ),
          )
          .orderBy(asc(sortTitle), asc(book.id))
          .limit(take),
      keyOf: (row) => [row.sortTitle, row.id],
    });
    return { items: page.items.map(toBook), nextCursor: page.nextCursor };
  });

/**
 * The total apart from the list: a search that matches a tenth of a million books takes a quarter of a
 * second to count exactly, and the list must not wait for it (ADR 0013).
 */
export const countBooksFound = procedure
  .meta({ permission: { book: ['read'] } })
  .route({
    method: 'GET',
    path: '/books/count',
    summary: 'Count the books a search finds (all books without one)',
    tags: ['Books'],
  })
  .input(bookFiltersSchema)
  .output(z.object({ total: z.number() }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    return { total: await countBooks(db, await bookFilters(db, input)) };
  });

export const getBook = procedure
  .meta({ permission: { book: ['read'] } })
  .route({ method: 'GET', path: '/books/{id}', summary: 'Get a book', tags: ['Books'] })
  .input(bookIdInput)
  .output(bookSchema)
  .handler(({ input, context }) => findBook(context.server.connection.db, input.id));

export const createBook = procedure
  .meta({ permission: { book: ['create'] } })
  .route({ method: 'POST', path: '/books', successStatus: 201, summary: 'Create a book', tags: ['Books'] })
  .input(bookInputSchema)
  .output(bookSchema)
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const id = await db
      .transaction(async (tx) => {
        const [created] = await tx.insert(book).values(input).returning();
        await context.audit(
          { action: 'book.created', target: { type: 'book', id: created!.id, label: created!.title } },
          tx,
        );
        await context.webhookEvent(bookEvent('book.created', created!), tx);
        return created!.id;
      })
      .catch((error: unknown) => Promise.reject(refusal(error)));
    return findBook(db, id);
  });

export const updateBook = procedure
  .meta({ permission: { book: ['update'] } })
  .route({ method: 'PUT', path: '/books/{id}', summary: 'Update a book', tags: ['Books'] })
  .input(bookInputSchema.extend(bookIdInput.shape))
  .output(bookSchema)
  .handler(async ({ input: { id, ...changes }, context }) => {
    const { db } = context.server.connection;
    if (!isBookId(id)) throw new ORPCError('NOT_FOUND');
    const updated = await db
      .transaction(async (tx) => {
        const [row] = await tx.update(book).set(changes).where(eq(book.id, id)).returning();
        if (row) {
          await context.audit({ action: 'book.updated', target: { type: 'book', id, label: row.title } }, tx);
          await context.webhookEvent(bookEvent('book.updated', row), tx);
        }
        return row;
      })
      .catch((error: unknown) => Promise.reject(refusal(error)));
    if (!updated) throw new ORPCError('NOT_FOUND');
    return findBook(db, id);
  });

export const deleteBook = procedure
  .meta({ permission: { book: ['delete'] } })
  .route({ method: 'DELETE', path: '/books/{id}', summary: 'Delete a book', tags: ['Books'] })
  .input(bookIdInput)
  .output(z.object({ id: z.string() }))
  .handler(async ({ input, context }) => {
    if (!isBookId(input.id)) throw new ORPCError('NOT_FOUND');
    const { db } = context.server.connection;
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(book).where(eq(book.id, input.id)).returning();
      if (row) {
        await context.audit(
          { action: 'book.deleted', target: { type: 'book', id: input.id, label: row.title } },
          tx,
        );
        await context.webhookEvent(bookEvent('book.deleted', row), tx);
      }
      return row;
    });
    if (!deleted) throw new ORPCError('NOT_FOUND');
    await removeImage(context.server, deleted.coverKey, 'cover');
    return { id: input.id };
  });

export const booksRouter = {
  list: listBooks,
  count: countBooksFound,
  get: getBook,
  create: createBook,
  update: updateBook,
  delete: deleteBook,
  createCoverUpload,
  setCover,
  removeCover,
};
