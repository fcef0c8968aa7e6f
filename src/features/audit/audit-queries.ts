import type { QueryClient } from '@tanstack/react-query';
import { orpc } from '~/api/client';
import { ensurePagesThrough } from '~/lib/paged-query';
import type { AuditFilters } from './audit-filters';
import type { AuditSearch } from './audit-search';

export type { AuditFilters };

export const auditQueries = {
  list: ({ actor, action, from, to }: AuditFilters) =>
    orpc.audit.list.infiniteOptions({
      input: (cursor: string | undefined) => ({ actor, action, from, to, cursor, limit: 50 }),
      initialPageParam: undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};

/** The events found so far, through the page the URL's cursor asks for. */
export function loadAuditLog(queryClient: QueryClient, { cursor, ...filters }: AuditSearch) {
  return ensurePagesThrough(queryClient, auditQueries.list(filters), cursor);
}
