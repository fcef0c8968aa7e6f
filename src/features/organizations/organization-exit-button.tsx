import { useNavigate } from '@tanstack/react-router';
import { LogOut, Trash2 } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { api } from '~/api/client';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { areaPaths, type Area } from '~/lib/area';
import { useRefreshViewer } from '~/lib/use-viewer';
import { callOrganizations } from './organization-call';
import type { OrganizationDetail } from './organization.schema';
import { useOrganizationAction } from './use-organization-action';

/** The two ways out of an organization: the look of each, and its call (texts: `leave.*`, `delete.*`). */
const EXITS = {
  // Its only owner is refused, with the reason.
  leave: {
    variant: 'outline',
    icon: <LogOut aria-hidden className="size-4 rtl:rotate-180" />,
    run: (_area: Area, id: string) => callOrganizations((client) => client.leave({ organizationId: id })),
  },
  // By its owner in /app (better-auth), by a Folio admin in /manager.
  delete: {
    variant: 'destructive',
    icon: <Trash2 aria-hidden className="size-4" />,
    run: (area: Area, id: string) =>
      area === 'app'
        ? callOrganizations((client) => client.delete({ organizationId: id }))
        : api.organizations.delete({ id }),
  },
} as const;

/**
 * Leaves or deletes an organization, once confirmed; then back to the list of organizations, with the
 * viewer read again (it may have been their active organization).
 */
export function OrganizationExitButton({
  exit,
  area,
  organization,
}: {
  exit: keyof typeof EXITS;
  area: Area;
  organization: Pick<OrganizationDetail, 'id' | 'name'>;
}) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const { variant, icon, run } = EXITS[exit];
  const { name } = organization;
  const action = useOrganizationAction({
    run: () => run(area, organization.id),
    success: t(`${exit}.success`, { name }),
    failure: t(`${exit}.failed`),
    onDone: async () => {
      await navigate({ to: areaPaths[area].organizations });
      await refreshViewer();
    },
  });
  return (
    <ConfirmButton
      action={action}
      variant={variant}
      title={t(`${exit}.confirmTitle`, { name })}
      description={t(`${exit}.confirmDescription`)}
      confirmLabel={t(`${exit}.button`)}
    >
      {icon}
      {t(`${exit}.button`)}
    </ConfirmButton>
  );
}
