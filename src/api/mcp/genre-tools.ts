import { z } from 'zod';
import { genreSchema, listGenres } from '~/features/genres/genres.router';
import { procedureTool, type McpTool } from '~/server/mcp/mcp-tool';

// The genres a book may have: what search_books filters by and create_book needs.

export const genreTools: McpTool[] = [
  procedureTool({
    name: 'list_genres',
    title: 'List genres',
    description: 'Every genre, by name, with the `id` that search_books, create_book and update_book take.',
    procedure: listGenres,
    output: z.object({ genres: z.array(genreSchema) }),
    answer: (genres, context) => ({
      structured: { genres },
      text: context.t('genres.listed', {
        count: genres.length,
        names: genres.map((genre) => genre.name).join(', '),
      }),
    }),
  }),
];
