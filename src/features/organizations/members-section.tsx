import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Avatar } from '~/components/avatar';
import { DateTime } from '~/components/date-time';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { Select } from '~/components/ui/select';
import { SubmitButton } from '~/components/ui/submit-button';
import { callOrganizations } from './organization-call';
import { rolesAssignableBy, type OrganizationRole } from '~/lib/organization-permissions';
import { useViewer } from '~/lib/use-viewer';
import type { OrganizationDetail, OrganizationMember } from './organization.schema';
import { OrganizationSection } from './organization-section';
import { RoleBadge } from './role-badge';
import { useOrganizationAction } from './use-organization-action';

/** Who is in the organization, since when, with which role; those allowed change roles or remove people. */
export function MembersSection({
  organization,
  canUpdate,
  canRemove,
}: {
  organization: OrganizationDetail;
  canUpdate: boolean;
  canRemove: boolean;
}) {
  const { t } = useTranslation('organizations');
  return (
    <OrganizationSection title={t('members.title')}>
      <ul className="divide-y divide-border">
        {organization.members.map((member) => (
          <MemberRow
            key={member.id}
            organization={organization}
            member={member}
            canUpdate={canUpdate}
            canRemove={canRemove}
          />
        ))}
      </ul>
    </OrganizationSection>
  );
}

function MemberRow({
  organization,
  member,
  canUpdate,
  canRemove,
}: {
  organization: OrganizationDetail;
  member: OrganizationMember;
  canUpdate: boolean;
  canRemove: boolean;
}) {
  const { t } = useTranslation('organizations');
  const isViewer = useViewer()?.id === member.userId;
  const name = member.name || member.email;
  // Only an owner changes an owner. One's own role changes here only for an owner stepping down
  // once someone else is owner too (how ownership moves); leaving is its own action.
  const coOwned = organization.members.some(
    (other) => other.role === 'owner' && other.userId !== member.userId,
  );
  const manageable = !isViewer && (member.role !== 'owner' || organization.viewerRole === 'owner');
  const canChangeRole = manageable || (isViewer && member.role === 'owner' && coOwned);
  const changeRole = useOrganizationAction({
    run: (role: OrganizationRole) =>
      callOrganizations((client) =>
        client.updateMemberRole({
          organizationId: organization.id,
          memberId: member.id,
          role,
        }),
      ),
    success: t('members.roleChanged'),
    failure: t('members.roleFailed'),
  });
  const remove = useOrganizationAction({
    run: () =>
      callOrganizations((client) =>
        client.removeMember({ organizationId: organization.id, memberIdOrEmail: member.id }),
      ),
    success: t('members.removed'),
    failure: t('members.removeFailed'),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={name} picture={member.picture} size="small" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {name}
          {isViewer ? <span className="ms-2 text-xs text-muted-foreground">({t('members.you')})</span> : null}
        </p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">
          {t('members.joined')} <DateTime value={member.joinedAt} format="date" />
        </p>
      </div>
      {canUpdate && canChangeRole ? (
        <RoleForm
          name={name}
          role={member.role}
          roles={rolesAssignableBy(organization.viewerRole)}
          pending={changeRole.isPending}
          onSave={(role) => changeRole.mutateAsync(role)}
        />
      ) : (
        <RoleBadge role={member.role} />
      )}
      {canRemove && manageable ? (
        <ConfirmButton
          icon={UserMinus}
          action={remove}
          variant="ghost"
          size="compact"
          aria-label={t('members.remove', { name })}
          title={t('members.removeTitle', { name })}
          description={t('members.removeDescription')}
          confirmLabel={t('members.remove', { name })}
        />
      ) : null}
    </li>
  );
}

/**
 * A member's role, changed only when saved: a native select fires a change for every arrow key, and
 * a role (owner above all) is not something to hand out by scrolling past it.
 */
function RoleForm({
  name,
  role,
  roles,
  pending,
  onSave,
}: {
  name: string;
  role: string;
  roles: OrganizationRole[];
  pending: boolean;
  onSave: (role: OrganizationRole) => Promise<unknown>;
}) {
  const { t } = useTranslation('organizations');
  const [draft, setDraft] = useState(role);
  const [savedRole, setSavedRole] = useState(role);
  // The member's role changed under us (saved, or by someone else): show it.
  if (role !== savedRole) {
    setSavedRole(role);
    setDraft(role);
  }
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(draft as OrganizationRole).catch(() => setDraft(role));
      }}
    >
      <Select
        aria-label={t('members.role', { name })}
        value={draft}
        disabled={pending}
        onChange={(event) => setDraft(event.target.value)}
        inline
      >
        {roles.map((option) => (
          <option key={option} value={option}>
            {t(`roles.${option}`)}
          </option>
        ))}
      </Select>
      {draft === role ? null : (
        <SubmitButton pending={pending} aria-label={t('members.saveRole', { name })}>
          {t('members.save')}
        </SubmitButton>
      )}
    </form>
  );
}
