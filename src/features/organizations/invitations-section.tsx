import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { z } from 'zod';
import { dialogActionsClass } from '~/components/ui/dialog-styles';
import { DateTime } from '~/components/date-time';
import { Button } from '~/components/ui/button';
import { FormDialog, FormDialogClose } from '~/components/ui/form-dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { SubmitButton } from '~/components/ui/submit-button';
import { authResult } from '~/lib/auth-client';
import { organizationClient } from './organization-client';
import { ORGANIZATION_ROLES, rolesAssignableBy } from '~/lib/organization-permissions';
import { emailSchema } from '~/lib/schemas';
import { useForm } from '~/lib/use-form';
import { useTranslatedError } from '~/lib/use-translated-error';
import type { OrganizationDetail, PendingInvitation } from './organization.schema';
import { OrganizationSection } from './organization-section';
import { RoleBadge } from './role-badge';
import { useOrganizationAction } from './use-organization-action';

const inviteSchema = z.object({ email: emailSchema, role: z.enum(ORGANIZATION_ROLES) });
type InviteInput = z.infer<typeof inviteSchema>;

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
      action={canInvite ? <InviteDialog organization={organization} /> : null}
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

function InviteDialog({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation('organizations');
  const translateError = useTranslatedError();
  const [open, setOpen] = useState(false);
  const form = useForm<InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const invite = useOrganizationAction({
    run: ({ email, role }: InviteInput) =>
      authResult(organizationClient.inviteMember({ organizationId: organization.id, email, role })),
    success: (_sent, { email }) => t('invitations.sent', { email }),
    failure: t('invitations.sendFailed'),
    onDone: () => {
      setOpen(false);
      form.reset();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <MailPlus aria-hidden className="size-4" />
          {t('invitations.invite')}
        </Button>
      }
      title={t('invitations.inviteTitle', { name: organization.name })}
      description={t('invitations.inviteDescription')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((input) => invite.mutateAsync(input).catch(() => {}))}
      >
        <FormField label={t('invitations.email')} error={translateError(errors.email?.message)}>
          <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('invitations.role')} error={translateError(errors.role?.message)}>
          <Select {...form.register('role')}>
            {rolesAssignableBy(organization.viewerRole).map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className={dialogActionsClass}>
          <FormDialogClose asChild>
            <Button variant="outline">{t('cancel', { ns: 'common' })}</Button>
          </FormDialogClose>
          <SubmitButton pending={isSubmitting}>{t('invitations.send')}</SubmitButton>
        </div>
      </form>
    </FormDialog>
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
      authResult(
        organizationClient.inviteMember({
          organizationId,
          email,
          role: invitation.role as InviteInput['role'],
          resend: true,
        }),
      ),
    success: t('invitations.resent'),
    failure: t('invitations.sendFailed'),
  });
  const cancel = useOrganizationAction({
    run: () => authResult(organizationClient.cancelInvitation({ invitationId: invitation.id })),
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
        <Button
          variant="ghost"
          size="compact"
          aria-label={t('invitations.resend', { email })}
          disabled={resend.isPending}
          onClick={() => resend.mutate(undefined)}
        >
          <RotateCw aria-hidden className="size-4" />
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          variant="ghost"
          size="compact"
          aria-label={t('invitations.cancel', { email })}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined)}
        >
          <X aria-hidden className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}
