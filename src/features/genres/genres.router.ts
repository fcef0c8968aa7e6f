import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import { genre } from '~/server/db/schema';

export const genreSchema = z.object({ id: z.string(), name: z.string() });

export const listGenres = procedure
  .meta({ permission: { genre: ['read'] } })
  .route({ method: 'GET', path: '/genres', summary: 'List genres', tags: ['Genres'] })
  .output(z.array(genreSchema))
  .handler(({ context }) =>
    context.server.connection.db
      .select({ id: genre.id, name: genre.name })
      .from(genre)
      .orderBy(asc(genre.name)),
  );

export const genresRouter = { list: listGenres };
