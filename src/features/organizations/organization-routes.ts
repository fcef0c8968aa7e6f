import type { QueryClient } from '@tanstack/react-query';
import { stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { ensurePagesThrough, listCursorSchema } from '~/lib/paged-query';
import { ORGANIZATION_SEARCH_MAX_LENGTH } from './organization.schema';
import { organizationQueries } from './organization-queries';

// What the organization routes share: the admins' list search and the loaders.

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
