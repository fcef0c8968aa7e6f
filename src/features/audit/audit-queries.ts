import { orpc } from '~/lib/orpc';
import type { AuditFilters } from './audit-filters';

export type { AuditFilters };

export const auditQueries = {
  list: (filters: AuditFilters) =>
    orpc.audit.list.infiniteOptions({
      input: (cursor: string | undefined) => ({ ...filters, cursor, limit: 50 }),
      initialPageParam: undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};
