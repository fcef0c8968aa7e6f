import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '~/lib/use-translation';
import { z } from 'zod';
import { DialogForm } from '~/components/ui/dialog-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { ORGANIZATION_ROLES, rolesAssignableBy } from '~/lib/organization-permissions';
import { emailSchema } from '~/lib/schemas';
import { useForm } from '~/lib/use-form';
import { useTranslatedError } from '~/lib/use-translated-error';
import { callOrganizations } from './organization-call';
import type { OrganizationDetail } from './organization.schema';
import { useOrganizationAction } from './use-organization-action';

const inviteSchema = z.object({ email: emailSchema, role: z.enum(ORGANIZATION_ROLES) });
type InviteInput = z.infer<typeof inviteSchema>;

/** The invitation dialog, open (loaded by invitations-section.tsx when it opens). */
export default function InviteForm({
  organization,
  onClose,
}: {
  organization: OrganizationDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  const translateError = useTranslatedError();
  const form = useForm<InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const invite = useOrganizationAction({
    run: ({ email, role }: InviteInput) =>
      callOrganizations((client) => client.inviteMember({ organizationId: organization.id, email, role })),
    success: (_sent, { email }) => t('invitations.sent', { email }),
    failure: t('invitations.sendFailed'),
    onDone: onClose,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <DialogForm
      title={t('invitations.inviteTitle', { name: organization.name })}
      description={t('invitations.inviteDescription')}
      onClose={onClose}
      onSubmit={form.handleSubmit((input) => invite.mutateAsync(input).catch(() => {}))}
      submitLabel={t('invitations.send')}
      pending={isSubmitting}
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
    </DialogForm>
  );
}
