import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '~/features/audit/audit-page';
import { loadAuditLog } from '~/features/audit/audit-queries';
import { validateAuditSearch } from '~/features/audit/audit-search';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/audit')({
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAuditLog(context.queryClient, deps),
  head: describedBy('audit:meta.audit'),
  component: function AuditRoute() {
    return <AuditPage filters={Route.useSearch()} />;
  },
});
