import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { cn } from '~/lib/cn';
import type { NavItem } from './navigation';

/** One navigation entry: an in-app link (marked current when active) or an external one. */
export function NavLink({
  item,
  compact,
  tab,
  onNavigate,
}: {
  item: NavItem;
  /** The icon alone (a collapsed sidebar). */
  compact?: boolean;
  /** A tab of the phones' bottom bar: the icon above a small label. */
  tab?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`navigation.${item.label}`);
  const Icon = item.icon;
  const classes = cn(
    'flex min-h-11 items-center font-medium hover:bg-muted data-[status=active]:bg-muted data-[status=active]:text-primary',
    tab
      ? 'flex-col justify-center gap-0.5 px-1 text-xs'
      : // The wide screens' sidebar is pointed at, its rows denser (all its groups fit a laptop's height,
        // in Arabic's larger type too); the phones' sheet keeps rows a finger can hit.
        cn('gap-3 rounded-md text-sm md:min-h-9', compact ? 'justify-center' : 'px-3'),
  );
  const content = (
    <>
      <Icon aria-hidden className="size-5 shrink-0" />
      {/* A bar of five tabs on a phone leaves a long label one fifth of the width. */}
      <span className={compact ? 'sr-only' : tab ? 'max-w-full truncate' : undefined}>{label}</span>
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
