import { Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FormDialog } from '~/components/ui/form-dialog';
import { authResult } from '~/lib/auth-client';
import { organizationClient } from './organization-client';
import { NameDialog } from './name-dialog';
import type { OrganizationDetail, Team } from './organization.schema';
import { OrganizationSection } from './organization-section';
import { useOrganizationAction } from './use-organization-action';

interface TeamPermissions {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/** The organization's teams and who is in each; owners and admins shape them. */
export function TeamsSection({
  organization,
  ...permissions
}: { organization: OrganizationDetail } & TeamPermissions) {
  const { t } = useTranslation('organizations');
  const create = useOrganizationAction({
    run: (name: string) =>
      authResult(organizationClient.createTeam({ organizationId: organization.id, name })),
    success: t('teams.created'),
    failure: t('teams.createFailed'),
  });
  return (
    <OrganizationSection
      title={t('teams.title')}
      action={
        permissions.canCreate ? (
          <NameDialog
            trigger={
              <Button variant="outline">
                <Plus aria-hidden className="size-4" />
                {t('teams.create')}
              </Button>
            }
            title={t('teams.createTitle')}
            label={t('teams.name')}
            submitLabel={t('teams.create')}
            onSave={(name) => create.mutateAsync(name)}
          />
        ) : null
      }
    >
      {organization.teams.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {organization.teams.map((team) => (
            <li key={team.id}>
              <TeamCard organization={organization} team={team} {...permissions} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('teams.empty')}</p>
      )}
    </OrganizationSection>
  );
}

function TeamCard({
  organization,
  team,
  canUpdate,
  canDelete,
}: { organization: OrganizationDetail; team: Team } & TeamPermissions) {
  const { t } = useTranslation('organizations');
  const rename = useOrganizationAction({
    run: (name: string) =>
      authResult(
        organizationClient.updateTeam({
          teamId: team.id,
          data: { name, organizationId: organization.id },
        }),
      ),
    success: t('teams.renamed'),
    failure: t('teams.renameFailed'),
  });
  const remove = useOrganizationAction({
    run: () =>
      authResult(organizationClient.removeTeam({ teamId: team.id, organizationId: organization.id })),
    success: t('teams.deleted'),
    failure: t('teams.deleteFailed'),
  });
  const people = organization.members.filter((member) => team.memberUserIds.includes(member.userId));
  return (
    <article className="space-y-2 rounded-lg border border-border p-4" aria-label={team.name}>
      <h3 className="font-semibold break-words">{team.name}</h3>
      {people.length ? (
        <p className="text-sm">{people.map((member) => member.name || member.email).join(', ')}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('teams.noMembers')}</p>
      )}
      {canUpdate || canDelete ? (
        <div className="flex flex-wrap gap-2">
          {canUpdate ? (
            <>
              <TeamMembersDialog organization={organization} team={team} />
              <NameDialog
                trigger={
                  <Button variant="ghost" aria-label={t('teams.rename', { name: team.name })}>
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                }
                title={t('teams.renameTitle', { name: team.name })}
                label={t('teams.name')}
                submitLabel={t('rename.button')}
                initialName={team.name}
                onSave={(name) => rename.mutateAsync(name)}
              />
            </>
          ) : null}
          {canDelete ? (
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  aria-label={t('teams.delete', { name: team.name })}
                  disabled={remove.isPending}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              }
              title={t('teams.deleteTitle', { name: team.name })}
              description={t('teams.deleteDescription')}
              confirmLabel={t('teams.delete', { name: team.name })}
              destructive
              onConfirm={() => remove.mutate(undefined)}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/**
 * A checkbox per member: ticking one adds them to the team at once, unticking removes them. The box
 * shows the click straight away and goes back if the server refuses.
 */
function TeamMembersDialog({ organization, team }: { organization: OrganizationDetail; team: Team }) {
  const { t } = useTranslation('organizations');
  const [open, setOpen] = useState(false);
  // What a click asked for while the server has not answered yet, by user id.
  const [asked, setAsked] = useState<Record<string, boolean>>({});
  const change = useOrganizationAction({
    run: async ({ userId, add }: { userId: string; add: boolean }): Promise<unknown> =>
      add
        ? authResult(
            organizationClient.addTeamMember({ teamId: team.id, userId, organizationId: organization.id }),
          )
        : authResult(
            organizationClient.removeTeamMember({ teamId: team.id, userId, organizationId: organization.id }),
          ),
    success: t('teams.membersChanged'),
    failure: t('teams.membersFailed'),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" aria-label={t('teams.members', { name: team.name })}>
          <UsersRound aria-hidden className="size-4" />
          {t('teams.editMembers')}
        </Button>
      }
      title={t('teams.members', { name: team.name })}
    >
      <fieldset className="space-y-1" disabled={change.isPending}>
        <legend className="sr-only">{t('teams.members', { name: team.name })}</legend>
        {organization.members.map((member) => {
          const name = member.name || member.email;
          return (
            <label
              key={member.id}
              className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-muted"
            >
              <input
                type="checkbox"
                className="size-4"
                checked={asked[member.userId] ?? team.memberUserIds.includes(member.userId)}
                onChange={(event) => {
                  const add = event.target.checked;
                  setAsked((current) => ({ ...current, [member.userId]: add }));
                  change.mutate(
                    { userId: member.userId, add },
                    {
                      onSettled: () => setAsked(({ [member.userId]: _answered, ...rest }) => rest),
                    },
                  );
                }}
              />
              <span className="min-w-0">
                <span className="block font-medium break-words">{name}</span>
                <span className="block text-xs break-all text-muted-foreground">{member.email}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </FormDialog>
  );
}
