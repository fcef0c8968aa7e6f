import { MailPlus, RotateCw, X, type LucideIcon } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { DateTime } from '~/components/date-time';
import { Button } from '~/components/ui/button';
import { DialogButton } from '~/components/ui/dialog-button';
import type { OrganizationRole } from '~/lib/organization-permissions';
import { callOrganizations } from './organization-call';
import type { OrganizationDetail, PendingInvitation } from './organization.schema';
import { OrganizationSection } from './organization-section';
import { RoleBadge } from './role-badge';
import { useOrganizationAction } from './use-organization-action';

const loadInviteForm = () => import('./invite-form');
const InviteForm = lazy(loadInviteForm);

/** Pending invitations: those who may invite send, resend and cancel them. */
export function InvitationsSection({
  organization,
  canInvite,
  canCancel,
}: {
  organization: OrganizationDetail;
  canInvite: boolean;
  canCancel: boolean;
}) {
  const { t } = useTranslation('organizations');
  return (
    <OrganizationSection
      title={t('invitations.title')}
      action={
        canInvite ? (
          <DialogButton
            trigger={<Button icon={MailPlus}>{t('invitations.invite')}</Button>}
            preload={loadInviteForm}
          >
            {(close) => <InviteForm organization={organization} onClose={close} />}
          </DialogButton>
        ) : null
      }
    >
      {organization.invitations.length ? (
        <ul className="divide-y divide-border">
          {organization.invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              organizationId={organization.id}
              invitation={invitation}
              canInvite={canInvite}
              canCancel={canCancel}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('invitations.empty')}</p>
      )}
    </OrganizationSection>
  );
}

function InvitationRow({
  organizationId,
  invitation,
  canInvite,
  canCancel,
}: {
  organizationId: string;
  invitation: PendingInvitation;
  canInvite: boolean;
  canCancel: boolean;
}) {
  const { t } = useTranslation('organizations');
  const { email } = invitation;
  const resend = useOrganizationAction({
    run: () =>
      callOrganizations((client) =>
        client.inviteMember({
          organizationId,
          email,
          role: invitation.role as OrganizationRole,
          resend: true,
        }),
      ),
    success: t('invitations.resent'),
    failure: t('invitations.sendFailed'),
  });
  const cancel = useOrganizationAction({
    run: () => callOrganizations((client) => client.cancelInvitation({ invitationId: invitation.id })),
    success: t('invitations.canceled'),
    failure: t('invitations.cancelFailed'),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-all">{email}</p>
        <p className="text-xs text-muted-foreground">
          {invitation.inviterName ? `${t('invitations.invitedBy', { name: invitation.inviterName })} · ` : ''}
          {t('invitations.expires')} <DateTime value={invitation.expiresAt} />
        </p>
      </div>
      <RoleBadge role={invitation.role} />
      {canInvite ? (
        <RowAction icon={RotateCw} label={t('invitations.resend', { email })} action={resend} />
      ) : null}
      {canCancel ? <RowAction icon={X} label={t('invitations.cancel', { email })} action={cancel} /> : null}
    </li>
  );
}

/** One of a row's icon buttons (resend, cancel), named by its label, waiting while its change runs. */
function RowAction({
  icon,
  label,
  action,
}: {
  icon: LucideIcon;
  label: string;
  action: { isPending: boolean; mutate: (input: undefined) => void };
}) {
  return (
    <Button
      icon={icon}
      variant="ghost"
      size="compact"
      aria-label={label}
      disabled={action.isPending}
      onClick={() => action.mutate(undefined)}
    />
  );
}
