import { z } from 'zod';

// Messages are translation keys; forms show them translated and the server returns them as codes.
const requiredText = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'validation:tooBig' });

export const bookInputSchema = z.object({
  title: requiredText('validation:titleRequired', 300),
  author: requiredText('validation:authorRequired', 200),
  genreId: z.uuid({ error: 'validation:genreRequired' }),
  publisher: z
    .string()
    .trim()
    .max(200, { error: 'validation:tooBig' })
    .transform((value) => value || null)
    .nullable()
    .default(null),
});
export type BookInput = z.input<typeof bookInputSchema>;

export const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  publisher: z.string().nullable(),
  genre: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The cover's URLs, 200 and 600 px wide (WebP), or null: the UI then draws one from the title. */
  cover: z.object({ small: z.string(), large: z.string() }).nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Book = z.infer<typeof bookSchema>;

/** The one field the server can refuse after validation: the same title for the same author. */
export const DUPLICATE_TITLE = { field: 'title', reason: 'duplicate' } as const;
