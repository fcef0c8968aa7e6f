import type { QueryClient } from '@tanstack/react-query';
import { stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { orpc } from '~/api/client';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { ensurePagesThrough, listCursorSchema } from '~/lib/paged-query';
import { ORGANIZATION_SEARCH_MAX_LENGTH } from './organization-search';

// The organization queries, and what the routes load through them (one module: every page's route
// tree loads it, so it is kept to one file).

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

export const organizationListSearchSchema = z.object({
  searchTerm: z.string().max(ORGANIZATION_SEARCH_MAX_LENGTH).optional().catch(undefined),
  cursor: listCursorSchema,
});

type OrganizationListSearch = z.infer<typeof organizationListSearchSchema>;

/** /manager/organizations: every organization found so far, through the page the URL's cursor asks for. */
export const organizationListRoute = {
  validateSearch: organizationListSearchSchema,
  search: { middlewares: [stripSearchParams<OrganizationListSearch>({ searchTerm: '' })] },
  loaderDeps: ({ search }: { search: OrganizationListSearch }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: OrganizationListSearch }) =>
    ensurePagesThrough(context.queryClient, organizationQueries.list(deps.searchTerm ?? ''), deps.cursor),
};

export function loadMyOrganizations(queryClient: QueryClient) {
  return queryClient.ensureQueryData(organizationQueries.mine());
}

/** Loads an organization for its page; a missing one is the area's not-found page. */
export function loadOrganization(queryClient: QueryClient, id: string) {
  return ensureOrNotFound(queryClient.ensureQueryData(organizationQueries.detail(id)));
}

export function loadInvitation(queryClient: QueryClient, id: string) {
  return ensureOrNotFound(queryClient.ensureQueryData(organizationQueries.invitation(id)));
}
