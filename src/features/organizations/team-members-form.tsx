import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { FormDialog } from '~/components/ui/form-dialog';
import { callOrganizations } from './organization-call';
import type { OrganizationDetail, Team } from './organization.schema';
import { useOrganizationAction } from './use-organization-action';
import { Checkbox } from '~/components/ui/checkbox';

/**
 * A checkbox per member: ticking one adds them to the team at once, unticking removes them. The box
 * shows the click straight away and goes back if the server refuses. Loaded by teams-section.tsx when
 * its dialog opens.
 */
export default function TeamMembersForm({
  organization,
  team,
  onClose,
}: {
  organization: OrganizationDetail;
  team: Team;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  // What a click asked for while the server has not answered yet, by user id.
  const [asked, setAsked] = useState<Record<string, boolean>>({});
  const change = useOrganizationAction({
    run: async ({ userId, add }: { userId: string; add: boolean }): Promise<unknown> =>
      add
        ? callOrganizations((client) =>
            client.addTeamMember({ teamId: team.id, userId, organizationId: organization.id }),
          )
        : callOrganizations((client) =>
            client.removeTeamMember({ teamId: team.id, userId, organizationId: organization.id }),
          ),
    success: t('teams.membersChanged'),
    failure: t('teams.membersFailed'),
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('teams.members', { name: team.name })}
    >
      <fieldset className="space-y-1" disabled={change.isPending}>
        <legend className="sr-only">{t('teams.members', { name: team.name })}</legend>
        {organization.members.map((member) => {
          const name = member.name || member.email;
          return (
            <label
              key={member.id}
              className="flex min-h-control cursor-pointer items-center gap-3 rounded-md px-2 py-1 hover:bg-muted"
            >
              <Checkbox
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
