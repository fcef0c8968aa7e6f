import { z } from 'zod';
import { bookSchema, type Book } from '~/features/books/book.schema';
import type { ToolContext } from '~/server/mcp/mcp-tool';

/** A book as a tool answers it: the API's fields, its cover at absolute URLs, and its page. */
export const linkedBookSchema = bookSchema.extend({
  url: z.string().describe("The book's page in Folio"),
});
export type LinkedBook = z.input<typeof linkedBookSchema>;

export function linkedBook(book: Book, { link }: Pick<ToolContext, 'link'>): LinkedBook {
  const cover = book.cover && { small: link(book.cover.small), large: link(book.cover.large) };
  return { ...book, cover, url: link(`/app/books/${encodeURIComponent(book.id)}`) };
}
