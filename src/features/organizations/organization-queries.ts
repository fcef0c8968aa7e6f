import type { QueryClient } from '@tanstack/react-query';
import { orpc } from '~/api/client';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { ensurePagesThrough } from '~/lib/paged-query';
import type { OrganizationListSearch } from './organization-search';

// The organization queries, and what the routes load through them (the loaders travel with their
// pages' code: vite.config.ts).

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

/** /manager/organizations: every organization found so far, through the page the URL's cursor asks for. */
export function loadOrganizationList(
  queryClient: QueryClient,
  { searchTerm = '', cursor }: OrganizationListSearch,
) {
  return ensurePagesThrough(queryClient, organizationQueries.list(searchTerm), cursor);
}

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
