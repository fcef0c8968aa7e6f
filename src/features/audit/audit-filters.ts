import { z } from 'zod';
import { AUDIT_ACTIONS } from '~/lib/audit-actions';
import { isYearInRange } from '~/lib/calendar';

/** A calendar day as yyyy-mm-dd, in Folio's range of years. */
const daySchema = z.iso
  .date({ error: 'validation:dateInvalid' })
  .refine((day) => isYearInRange(Number(day.slice(0, 4))), { error: 'validation:dateInvalid' });

/** The audit log's filters in the API's query string (the page's URL reads them in audit-search.ts). */
export const auditFiltersSchema = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Inclusive day range, as yyyy-mm-dd (UTC). */
  from: daySchema.optional(),
  to: daySchema.optional(),
});

export type AuditFilters = z.infer<typeof auditFiltersSchema>;
