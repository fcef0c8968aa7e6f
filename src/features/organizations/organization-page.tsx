import { useSuspenseQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { BackLink } from '~/components/back-link';
import { Button } from '~/components/ui/button';
import { areaPaths, type Area } from '~/lib/area';
import { callOrganizations } from './organization-call';
import { organizationRoleCan, type OrganizationPermissions } from '~/lib/organization-permissions';
import { useCan } from '~/lib/use-viewer';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { NameDialog } from './name-dialog';
import { OrganizationExitButton } from './organization-exit-button';
import { organizationQueries } from './organization-queries';
import { RoleBadge } from './role-badge';
import { ShelvesSection } from './shelves-section';
import { TeamsSection } from './teams-section';
import { useOrganizationAction } from './use-organization-action';

/**
 * One organization: its shelves, members, invitations and teams. In /app its members act by their role
 * in it (lib/organization-permissions.ts); in /manager a Folio admin looks on and may delete it.
 */
export function OrganizationPage({ area, id }: { area: Area; id: string }) {
  const { t } = useTranslation('organizations');
  const { data: organization } = useSuspenseQuery(organizationQueries.detail(id));
  const role = organization.viewerRole;
  const can = (permissions: OrganizationPermissions) =>
    area === 'app' && organizationRoleCan(role, permissions);
  const adminMayDelete = useCan({ organization: ['delete'] }) && area === 'manager';
  const rename = useOrganizationAction({
    run: (name: string) =>
      callOrganizations((client) => client.update({ organizationId: id, data: { name } })),
    success: t('rename.success'),
    failure: t('rename.failed'),
  });

  return (
    <section className="space-y-6">
      <BackLink to={areaPaths[area].organizations} label={t('back')} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold break-words">{organization.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {role ? (
              <>
                {t('yourRole')}
                <RoleBadge role={role} />
              </>
            ) : (
              t('notAMember')
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can({ organization: ['update'] }) ? (
            <NameDialog
              trigger={
                <Button icon={Pencil} variant="outline">
                  {t('rename.button')}
                </Button>
              }
              title={t('rename.title')}
              label={t('create.name')}
              submitLabel={t('rename.button')}
              initialName={organization.name}
              onSave={(name) => rename.mutateAsync(name)}
            />
          ) : null}
          {area === 'app' && role ? (
            <OrganizationExitButton exit="leave" area={area} organization={organization} />
          ) : null}
          {can({ organization: ['delete'] }) || adminMayDelete ? (
            <OrganizationExitButton exit="delete" area={area} organization={organization} />
          ) : null}
        </div>
      </div>
      <ShelvesSection area={area} organization={organization} canCurate={can({ organization: ['update'] })} />
      <MembersSection
        organization={organization}
        canUpdate={can({ member: ['update'] })}
        canRemove={can({ member: ['delete'] })}
      />
      {can({ invitation: ['create'] }) || area === 'manager' ? (
        <InvitationsSection
          organization={organization}
          canInvite={can({ invitation: ['create'] })}
          canCancel={can({ invitation: ['cancel'] })}
        />
      ) : null}
      <TeamsSection
        organization={organization}
        canCreate={can({ team: ['create'] })}
        canUpdate={can({ team: ['update'] })}
        canDelete={can({ team: ['delete'] })}
      />
    </section>
  );
}
