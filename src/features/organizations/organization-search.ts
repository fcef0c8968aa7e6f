import { listCursor, searchParams, text, type SearchOf } from '~/lib/search-params';

/** The longest search term the organizations list takes (the admins' list and its URL). */
export const ORGANIZATION_SEARCH_MAX_LENGTH = 100;

const organizationListSearch = { searchTerm: text(ORGANIZATION_SEARCH_MAX_LENGTH), cursor: listCursor };

/** /manager/organizations: the search term, and the cursor of the last page shown. */
export const validateOrganizationListSearch = searchParams(organizationListSearch);
export type OrganizationListSearch = SearchOf<typeof organizationListSearch>;
