import { useTranslation } from '~/lib/use-translation';
import { roleCan } from '~/lib/permissions';
import { useViewer } from '~/lib/use-viewer';
import { MANAGER_NAVIGATION } from './navigation';
import { NavLink } from './nav-link';

/** The manager's navigation, grouped; the same list in the sidebar and in the phone sheet. */
export function SidebarNav({ compact, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <nav aria-label={t('navigation.label')} className="space-y-4">
      {MANAGER_NAVIGATION.map((group) => (
        <div key={group.label} className="space-y-1">
          <p
            className={
              compact ? 'sr-only' : 'px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase'
            }
          >
            {t(`navigation.${group.label}`)}
          </p>
          <ul className="space-y-1">
            {group.items
              .filter((item) => !item.permission || roleCan(viewer?.role, item.permission))
              .map((item) => (
                <li key={item.to}>
                  <NavLink item={item} compact={compact} onNavigate={onNavigate} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
