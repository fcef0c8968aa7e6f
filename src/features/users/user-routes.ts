import type { QueryClient } from '@tanstack/react-query';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { z } from 'zod';
import { ensurePagesAndCount, listCursorSchema } from '~/lib/paged-query';
import { roleSchema } from './user.schema';
import { userQueries } from './user-queries';

export const userListSearchSchema = z.object({
  searchTerm: z.string().max(100).optional().catch(undefined),
  role: roleSchema.optional().catch(undefined),
  banned: z.enum(['true', 'false']).optional().catch(undefined),
  cursor: listCursorSchema,
});

/** The users found so far, through the page the URL's cursor asks for, and their total beside them. */
export function loadUserList(
  queryClient: QueryClient,
  { cursor, ...filters }: z.infer<typeof userListSearchSchema>,
) {
  const listFilters = { ...filters, searchTerm: filters.searchTerm ?? '' };
  return ensurePagesAndCount(
    queryClient,
    userQueries.list(listFilters),
    userQueries.count(listFilters),
    cursor,
  );
}

/** Loads a user (and, for their page, their sessions); a missing one is the not-found page. */
export function loadUser(queryClient: QueryClient, id: string, options: { sessions?: boolean } = {}) {
  return ensureOrNotFound(
    Promise.all([
      queryClient.ensureQueryData(userQueries.detail(id)),
      options.sessions ? queryClient.ensureQueryData(userQueries.sessions(id)) : undefined,
    ]),
  );
}
