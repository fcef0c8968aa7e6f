/** The longest search term the organizations list takes (the admins' list and its URL). */
export const ORGANIZATION_SEARCH_MAX_LENGTH = 100;
