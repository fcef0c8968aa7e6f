import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Building2, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { useNotifyFailure } from '~/lib/use-refusal-message';
import { menuItemClass, menuLabelClass, menuSeparatorClass } from '~/components/ui/menu-styles';
import { useRefreshViewer, useViewer } from '~/lib/use-viewer';
import { organizationQueries } from './organization-queries';

/**
 * The user menu's organizations: picking one makes it the active organization (kept on the session)
 * and opens it. Fetched when the menu opens, not on every page.
 */
export default function OrganizationSwitcher() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const activeId = useViewer()?.activeOrganizationId ?? '';
  const { data: organizations = [] } = useQuery(organizationQueries.mine());
  const notifyFailure = useNotifyFailure();
  const [switching, setSwitching] = useState(false);
  // A plain handler rather than a mutation hook: this menu is on every /app page, and stays light.
  const switchTo = async (organization: { id: string; name: string }) => {
    setSwitching(true);
    // Loaded on the first switch: the organization client is not worth carrying on every page.
    const { organizationClient } = await import('./organization-client');
    const { error } = await organizationClient.setActive({ organizationId: organization.id });
    setSwitching(false);
    if (error) {
      notifyFailure(error, t('switcher.failed'));
      return;
    }
    toast.success(t('switcher.switched', { name: organization.name }));
    await refreshViewer();
    await navigate({ to: '/app/organizations/$id', params: { id: organization.id } });
  };
  return (
    <>
      <Menu.Separator className={menuSeparatorClass} />
      <Menu.Label className={menuLabelClass}>{t('switcher.label')}</Menu.Label>
      {organizations.length ? (
        <Menu.RadioGroup
          value={activeId}
          onValueChange={(id) => {
            const organization = organizations.find((entry) => entry.id === id);
            if (organization) void switchTo(organization);
          }}
        >
          {organizations.map((organization) => (
            <Menu.RadioItem
              key={organization.id}
              value={organization.id}
              className={menuItemClass}
              disabled={switching}
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
