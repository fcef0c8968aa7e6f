import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Building2, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { menuItemClass, menuLabelClass, menuSeparatorClass } from '~/components/ui/menu-styles';
import { authClient, authResult } from '~/lib/auth-client';
import { useRefreshViewer, useViewer } from '~/lib/use-viewer';
import { organizationQueries } from './organization-queries';
import { useOrganizationAction } from './use-organization-action';

/**
 * The user menu's organizations: picking one makes it the active organization (kept on the session)
 * and opens it. Fetched when the menu opens, not on every page.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const activeId = useViewer()?.activeOrganizationId ?? '';
  const { data: organizations = [] } = useQuery(organizationQueries.mine());
  const switchTo = useOrganizationAction({
    run: (organization: { id: string; name: string }) =>
      authResult(authClient.organization.setActive({ organizationId: organization.id })),
    success: (_active, organization) => t('switcher.switched', { name: organization.name }),
    failure: t('switcher.failed'),
    onDone: async (active) => {
      await refreshViewer();
      if (active) await navigate({ to: '/app/organizations/$id', params: { id: active.id } });
    },
  });
  return (
    <>
      <Menu.Separator className={menuSeparatorClass} />
      <Menu.Label className={menuLabelClass}>{t('switcher.label')}</Menu.Label>
      {organizations.length ? (
        <Menu.RadioGroup
          value={activeId}
          onValueChange={(id) => {
            const organization = organizations.find((entry) => entry.id === id);
            if (organization) switchTo.mutate(organization);
          }}
        >
          {organizations.map((organization) => (
            <Menu.RadioItem
              key={organization.id}
              value={organization.id}
              className={menuItemClass}
              disabled={switchTo.isPending}
            >
              <span className="size-4">
                <Menu.ItemIndicator>
                  <Check aria-hidden className="size-4" />
                </Menu.ItemIndicator>
              </span>
              <span className="truncate">{organization.name}</span>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      ) : null}
      <Menu.Item asChild className={menuItemClass}>
        <Link to="/app/organizations">
          <Building2 aria-hidden className="size-4" />
          {t('switcher.all')}
        </Link>
      </Menu.Item>
    </>
  );
}
