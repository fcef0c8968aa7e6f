import { orpc } from '~/api/client';

export const ORGANIZATIONS_PAGE_SIZE = 20;

export const organizationQueries = {
  /** Every organization query, for invalidation after a change. */
  all: () => orpc.organizations.key(),
  mine: () => orpc.organizations.mine.queryOptions(),
  detail: (id: string) => orpc.organizations.get.queryOptions({ input: { id } }),
  list: (searchTerm: string) =>
    orpc.organizations.list.infiniteOptions({
      input: (cursor: string | undefined) => ({
        searchTerm: searchTerm || undefined,
        cursor,
        limit: ORGANIZATIONS_PAGE_SIZE,
      }),
      initialPageParam: undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  invitation: (id: string) => orpc.organizations.invitation.queryOptions({ input: { id } }),
};
