import { ROLE_NAMES } from '~/lib/permissions';
import { listCursor, oneOf, searchParams, text, type SearchOf } from '~/lib/search-params';

const userListSearch = {
  searchTerm: text(100),
  role: oneOf(ROLE_NAMES),
  banned: oneOf(['true', 'false']),
  cursor: listCursor,
};

/** /manager/users: the search term, the role and status filters, and the cursor of the last page shown. */
export const validateUserListSearch = searchParams(userListSearch);
export type UserListSearch = SearchOf<typeof userListSearch>;
