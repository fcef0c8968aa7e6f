import {
  BookOpen,
  Building2,
  ExternalLink,
  FileCode2,
  Gauge,
  House,
  ListChecks,
  ScrollText,
  UserRound,
  Users,
  Webhook,
} from 'lucide-react';
import type { Permissions } from '~/lib/permissions';
import type { Resources } from '~/locales';

/** A text of common.json's `navigation`. */
type NavigationLabel = keyof Resources['common']['navigation'];

export interface NavItem {
  to: string;
  label: NavigationLabel;
  icon: typeof House;
  /** Matches only this exact path (for area homes). */
  exact?: boolean;
  /** Opens in a new tab (the API reference, the other area). */
  external?: boolean;
  /** Shown only to whoever the permission table allows. */
  permission?: Permissions;
}

export interface NavGroup {
  label: NavigationLabel;
  items: NavItem[];
}

/** The user area's bottom bar (phones) and top bar (wider screens). */
export const APP_NAVIGATION: NavItem[] = [
  { to: '/app', label: 'home', icon: House, exact: true },
  { to: '/app/books', label: 'books', icon: BookOpen },
  { to: '/app/organizations', label: 'organizations', icon: Building2 },
  { to: '/app/account', label: 'account', icon: UserRound },
];

/**
 * The manager sidebar: the spec's entries (§2), in groups named for what they hold. The last group
 * (your account, and the way to the user area) sits at the sidebar's foot.
 */
export const MANAGER_NAVIGATION: NavGroup[] = [
  { label: 'overview', items: [{ to: '/manager/dashboard', label: 'dashboard', icon: Gauge }] },
  { label: 'catalogue', items: [{ to: '/manager/books', label: 'books', icon: BookOpen }] },
  {
    label: 'people',
    items: [
      { to: '/manager/users', label: 'users', icon: Users, permission: { user: ['list'] } },
      {
        to: '/manager/organizations',
        label: 'organizations',
        icon: Building2,
        permission: { organization: ['list'] },
      },
    ],
  },
  {
    label: 'system',
    items: [
      { to: '/manager/audit', label: 'audit', icon: ScrollText, permission: { user: ['list'] } },
      { to: '/manager/jobs', label: 'jobs', icon: ListChecks, permission: { job: ['list'] } },
    ],
  },
  {
    label: 'developer',
    items: [
      { to: '/manager/webhooks', label: 'webhooks', icon: Webhook, permission: { webhook: ['list'] } },
      { to: '/api/openapi/app', label: 'apiDocs', icon: FileCode2, external: true },
    ],
  },
  {
    label: 'personal',
    items: [
      { to: '/manager/account', label: 'account', icon: UserRound },
      { to: '/app', label: 'openApp', icon: ExternalLink, permission: { apps: ['app'] } },
    ],
  },
];
