import { useTranslation } from '~/lib/use-translation';
import { cn } from '~/lib/cn';
import { roleCan } from '~/lib/permissions';
import { useViewer } from '~/lib/use-viewer';
import { MANAGER_NAVIGATION } from './navigation';
import { NavLink } from './nav-link';

/** The manager's navigation, grouped; the same list in the sidebar and in the phone sheet. */
export function SidebarNav({ compact, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <nav aria-label={t('navigation.label')} className="flex flex-1 flex-col gap-4">
      {MANAGER_NAVIGATION.map((group, index) => (
        <div
          key={group.label}
          // The last group (your account) at the foot of a sidebar taller than the list.
          className={cn('space-y-1', index === MANAGER_NAVIGATION.length - 1 && 'mt-auto')}
        >
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
