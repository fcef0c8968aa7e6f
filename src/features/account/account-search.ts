import { EMAIL_MAX_LENGTH } from '~/lib/email';
import { formError } from '~/lib/form-error';
import { oneOf, searchParams, text, withDefault, type SearchOf } from '~/lib/search-params';

/** What an account URL without search params means; URLs carry only what differs from it. */
export const ACCOUNT_SEARCH_DEFAULTS = { state: '', newEmail: '' } as const;

const accountSearch = {
  state: withDefault(oneOf(['', 'change-name']), ACCOUNT_SEARCH_DEFAULTS.state),
  newEmail: withDefault(text(EMAIL_MAX_LENGTH), ACCOUNT_SEARCH_DEFAULTS.newEmail),
  error: formError,
};

/** /app/account and /manager/account: which drawer is open, and an e-mail change under way. */
export const validateAccountSearch = searchParams(accountSearch);
export type AccountSearch = SearchOf<typeof accountSearch>;
