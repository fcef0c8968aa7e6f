import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { orpc } from '~/api/client';
import { ensurePagesThrough, listCursorSchema } from '~/lib/paged-query';
import { auditFiltersSchema, type AuditFilters } from './audit-filters';

export type { AuditFilters };

export const auditQueries = {
  list: ({ actor, action, from, to }: AuditFilters) =>
    orpc.audit.list.infiniteOptions({
      input: (cursor: string | undefined) => ({ actor, action, from, to, cursor, limit: 50 }),
      initialPageParam: undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};

/** The audit page's URL: its filters, and the cursor of the last page shown. */
export const auditSearchSchema = auditFiltersSchema.extend({ cursor: listCursorSchema }).catch({});

/** The events found so far, through the page the URL's cursor asks for. */
export function loadAuditLog(
  queryClient: QueryClient,
  { cursor, ...filters }: z.infer<typeof auditSearchSchema>,
) {
  return ensurePagesThrough(queryClient, auditQueries.list(filters), cursor);
}
