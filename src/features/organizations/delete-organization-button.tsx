import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { api } from '~/api/client';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { areaPaths, type Area } from '~/lib/area';
import { callOrganizations } from './organization-call';
import { useRefreshViewer } from '~/lib/use-viewer';
import type { OrganizationDetail } from './organization.schema';
import { useOrganizationAction } from './use-organization-action';

/** Deletes an organization: by its owner in /app (better-auth), by a Folio admin in /manager. */
export function DeleteOrganizationButton({
  area,
  organization,
}: {
  area: Area;
  organization: Pick<OrganizationDetail, 'id' | 'name'>;
}) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const deletion = useOrganizationAction({
    run: () =>
      area === 'app'
        ? callOrganizations((client) => client.delete({ organizationId: organization.id }))
        : api.organizations.delete({ id: organization.id }),
    success: t('delete.success'),
    failure: t('delete.failed'),
    onDone: async () => {
      await navigate({ to: areaPaths[area].organizations });
      // It may have been the active organization.
      await refreshViewer();
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" disabled={deletion.isPending}>
          <Trash2 aria-hidden className="size-4" />
          {t('delete.button')}
        </Button>
      }
      title={t('delete.confirmTitle', { name: organization.name })}
      description={t('delete.confirmDescription')}
      confirmLabel={t('delete.button')}
      destructive
      onConfirm={() => deletion.mutate(undefined)}
    />
  );
}
