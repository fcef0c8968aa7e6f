import { useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { callOrganizations } from './organization-call';
import { useRefreshViewer } from '~/lib/use-viewer';
import type { OrganizationDetail } from './organization.schema';
import { useOrganizationAction } from './use-organization-action';

/** Leaves an organization; its only owner is refused, with the reason. */
export function LeaveOrganizationButton({
  organization,
}: {
  organization: Pick<OrganizationDetail, 'id' | 'name'>;
}) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const leave = useOrganizationAction({
    run: () => callOrganizations((client) => client.leave({ organizationId: organization.id })),
    success: t('leave.success', { name: organization.name }),
    failure: t('leave.failed'),
    onDone: async () => {
      await navigate({ to: '/app/organizations' });
      await refreshViewer();
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={leave.isPending}>
          <LogOut aria-hidden className="size-4 rtl:rotate-180" />
          {t('leave.button')}
        </Button>
      }
      title={t('leave.confirmTitle', { name: organization.name })}
      description={t('leave.confirmDescription')}
      confirmLabel={t('leave.button')}
      destructive
      onConfirm={() => leave.mutate(undefined)}
    />
  );
}
