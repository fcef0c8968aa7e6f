import { z } from 'zod';
import { AUDIT_ACTIONS } from '~/lib/audit-actions';
import { daySchema } from '~/lib/calendar';

/** The audit log's filters: in the page's URL and in the API's query string. */
export const auditFiltersSchema = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Inclusive day range, as yyyy-mm-dd (UTC). */
  from: daySchema.optional(),
  to: daySchema.optional(),
});

export type AuditFilters = z.infer<typeof auditFiltersSchema>;
