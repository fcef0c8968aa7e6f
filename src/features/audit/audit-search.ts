import { AUDIT_ACTIONS } from '~/lib/audit-actions';
import { isDay } from '~/lib/calendar';
import { listCursor, oneOf, searchParams, type SearchOf, type SearchParam } from '~/lib/search-params';

const actor: SearchParam<string | undefined> = (raw) =>
  typeof raw === 'string' && raw.trim().length <= 200 ? raw.trim() : undefined;
const day: SearchParam<string | undefined> = (raw) => (isDay(raw) ? raw : undefined);

const auditSearch = {
  actor,
  action: oneOf(AUDIT_ACTIONS),
  /** Inclusive day range, as yyyy-mm-dd (UTC). */
  from: day,
  to: day,
  cursor: listCursor,
};

/** The audit page's URL: the filters the API takes (audit-filters.ts), and the last page's cursor. */
export const validateAuditSearch = searchParams(auditSearch);
export type AuditSearch = SearchOf<typeof auditSearch>;
