import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { cn } from '~/lib/cn';
import type { NavItem } from './navigation';

/** One navigation entry: an in-app link (marked current when active) or an external one. */
export function NavLink({
  item,
  compact,
  className,
  onNavigate,
}: {
  item: NavItem;
  compact?: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`navigation.${item.label}`);
  const Icon = item.icon;
  const classes = cn(
    'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-muted data-[status=active]:bg-muted data-[status=active]:text-primary',
    compact && 'justify-center px-0',
    className,
  );
  const content = (
    <>
      <Icon aria-hidden className="size-5 shrink-0" />
      <span className={compact ? 'sr-only' : undefined}>{label}</span>
    </>
  );
  if (item.external) {
    return (
      <a
        href={item.to}
        target="_blank"
        rel="noreferrer"
        className={classes}
        title={compact ? label : undefined}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      to={item.to}
      activeOptions={{ exact: item.exact ?? false }}
      className={classes}
      title={compact ? label : undefined}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
