import { z } from 'zod';
import { createBook, deleteBook, getBook, listBooks, updateBook } from '~/features/books/books.router';
import { procedureTool, type McpTool, type ToolContext } from '~/server/mcp/mcp-tool';
import { linkedBook, linkedBookSchema } from './book-links';

// The catalogue's books as MCP tools: each one procedure of books.router, with its own input schema.

type Verb = 'created' | 'updated';

function changedBook(verb: Verb) {
  return (book: Parameters<typeof linkedBook>[0], context: ToolContext) => {
    const structured = linkedBook(book, context);
    return {
      structured,
      text: context.t(`books.${verb}`, { title: book.title, author: book.author, url: structured.url }),
    };
  };
}

export const bookTools: McpTool[] = [
  procedureTool({
    name: 'search_books',
    title: 'Search books',
    description:
      'Finds books whose title, author, publisher or genre contain every word of `searchTerm` (all books without one), optionally in one genre (`genreId`, from list_genres), by title, a page at a time (`limit`, at most 100). When `nextCursor` is not null, call again with it as `cursor` for the next page.',
    procedure: listBooks,
    output: z.object({ books: z.array(linkedBookSchema), nextCursor: z.string().nullable() }),
    answer: ({ items, nextCursor }, context) => {
      const books = items.map((book) => linkedBook(book, context));
      const lines = books.map((book) =>
        context.t('books.line', { title: book.title, author: book.author, url: book.url }),
      );
      const summary = books.length
        ? context.t('books.found', { count: books.length })
        : context.t('books.none');
      const more = nextCursor ? [context.t('books.more', { cursor: nextCursor })] : [];
      return { structured: { books, nextCursor }, text: [summary, ...lines, ...more].join('\n') };
    },
  }),
  procedureTool({
    name: 'get_book',
    title: 'Get a book',
    description: 'One book by its `id`: title, author, publisher, genre, cover and its page in Folio.',
    procedure: getBook,
    output: linkedBookSchema,
    answer: (book, context) => {
      const structured = linkedBook(book, context);
      return {
        structured,
        text: context.t('books.line', { title: book.title, author: book.author, url: structured.url }),
      };
    },
  }),
  procedureTool({
    name: 'create_book',
    title: 'Create a book',
    description:
      'Adds a book to the catalogue: `title` and `author` (required), `genreId` (from list_genres), `publisher` (optional). The same title by the same author is refused.',
    procedure: createBook,
    output: linkedBookSchema,
    answer: changedBook('created'),
  }),
  procedureTool({
    name: 'update_book',
    title: 'Update a book',
    description:
      'Replaces the book `id`’s title, author, genre and publisher with those given (send every field, as get_book answers them).',
    procedure: updateBook,
    output: linkedBookSchema,
    answer: changedBook('updated'),
  }),
  procedureTool({
    name: 'delete_book',
    title: 'Delete a book',
    description:
      'Deletes the book `id` from the catalogue, and from every shelf it is on. It cannot be undone.',
    procedure: deleteBook,
    output: z.object({ id: z.string() }),
    answer: ({ id }, context) => ({ structured: { id }, text: context.t('books.deleted', { id }) }),
  }),
];
