import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '~/features/audit/audit-page';
import { auditSearchSchema, loadAuditLog } from '~/features/audit/audit-queries';

export const Route = createFileRoute('/manager/audit')({
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAuditLog(context.queryClient, deps),
  component: function AuditRoute() {
    return <AuditPage filters={Route.useSearch()} />;
  },
});
