import { queryOptions } from '@tanstack/react-query';
import { orpc } from '~/api/client';
import type { RoleName } from '~/lib/permissions';

export const USERS_PAGE_SIZE = 20;

export interface UserListFilters {
  searchTerm: string;
  role?: RoleName;
  banned?: 'true' | 'false';
}

export const userQueries = {
  all: () => orpc.users.key(),
  list: ({ searchTerm, role, banned }: UserListFilters) =>
    orpc.users.list.infiniteOptions({
      input: (cursor: string | undefined) => ({
        searchTerm: searchTerm || undefined,
        role,
        banned,
        cursor,
        limit: USERS_PAGE_SIZE,
      }),
      initialPageParam: undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  /** How many users the filters find: fetched beside the list, which never waits for it. */
  count: ({ searchTerm, role, banned }: UserListFilters) =>
    queryOptions({
      ...orpc.users.count.queryOptions({ input: { searchTerm: searchTerm || undefined, role, banned } }),
      // Not counted again on hydration; any change to the users invalidates it (userQueries.all).
      staleTime: 30_000,
    }),
  detail: (id: string) => orpc.users.get.queryOptions({ input: { id } }),
  sessions: (id: string) => orpc.users.sessions.list.queryOptions({ input: { id } }),
  passkeys: (id: string) => orpc.users.passkeys.list.queryOptions({ input: { id } }),
  apiKeys: (id: string) => orpc.users.apiKeys.list.queryOptions({ input: { id } }),
};
