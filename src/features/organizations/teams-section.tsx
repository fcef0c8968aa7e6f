import { Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { DialogButton } from '~/components/ui/dialog-button';
import { callOrganizations } from './organization-call';
import { NameDialog } from './name-dialog';
import type { OrganizationDetail, Team } from './organization.schema';
import { OrganizationSection } from './organization-section';
import { useOrganizationAction } from './use-organization-action';

const loadTeamMembersForm = () => import('./team-members-form');
const TeamMembersForm = lazy(loadTeamMembersForm);

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
      callOrganizations((client) => client.createTeam({ organizationId: organization.id, name })),
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
              <Button icon={Plus} variant="outline">
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
      callOrganizations((client) =>
        client.updateTeam({
          teamId: team.id,
          data: { name, organizationId: organization.id },
        }),
      ),
    success: t('teams.renamed'),
    failure: t('teams.renameFailed'),
  });
  const remove = useOrganizationAction({
    run: () =>
      callOrganizations((client) => client.removeTeam({ teamId: team.id, organizationId: organization.id })),
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
              <DialogButton
                trigger={
                  <Button
                    icon={UsersRound}
                    variant="outline"
                    aria-label={t('teams.members', { name: team.name })}
                  >
                    {t('teams.editMembers')}
                  </Button>
                }
                preload={loadTeamMembersForm}
              >
                {(close) => <TeamMembersForm organization={organization} team={team} onClose={close} />}
              </DialogButton>
              <NameDialog
                trigger={
                  <Button icon={Pencil} variant="ghost" aria-label={t('teams.rename', { name: team.name })} />
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
            <ConfirmButton
              icon={Trash2}
              action={remove}
              variant="ghost"
              aria-label={t('teams.delete', { name: team.name })}
              title={t('teams.deleteTitle', { name: team.name })}
              description={t('teams.deleteDescription')}
              confirmLabel={t('teams.delete', { name: team.name })}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
