import type { QueryClient } from '@tanstack/react-query';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { ensurePagesAndCount } from '~/lib/paged-query';
import type { UserListSearch } from './user-search';
import { userQueries } from './user-queries';

// What the user routes load; their loaders travel with their pages' code (vite.config.ts).

/** The users found so far, through the page the URL's cursor asks for, and their total beside them. */
export function loadUserList(queryClient: QueryClient, { cursor, ...filters }: UserListSearch) {
  const listFilters = { ...filters, searchTerm: filters.searchTerm ?? '' };
  return ensurePagesAndCount(
    queryClient,
    userQueries.list(listFilters),
    userQueries.count(listFilters),
    cursor,
  );
}

/**
 * Loads a user (and, for their page, their sessions, passkeys and API keys); a missing one is the
 * not-found page.
 */
export function loadUser(queryClient: QueryClient, id: string, options: { sessions?: boolean } = {}) {
  return ensureOrNotFound(
    Promise.all([
      queryClient.ensureQueryData(userQueries.detail(id)),
      options.sessions ? queryClient.ensureQueryData(userQueries.sessions(id)) : undefined,
      options.sessions ? queryClient.ensureQueryData(userQueries.passkeys(id)) : undefined,
      options.sessions ? queryClient.ensureQueryData(userQueries.apiKeys(id)) : undefined,
    ]),
  );
}
