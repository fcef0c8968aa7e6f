import { createFileRoute } from '@tanstack/react-router';
import { auditFiltersSchema } from '~/features/audit/audit-filters';
import { AuditPage } from '~/features/audit/audit-page';
import { auditQueries } from '~/features/audit/audit-queries';

export const Route = createFileRoute('/manager/audit')({
  validateSearch: auditFiltersSchema.catch({}),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(auditQueries.list(deps)),
  component: function AuditRoute() {
    return <AuditPage filters={Route.useSearch()} />;
  },
});
