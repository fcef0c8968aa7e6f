import { createAccessControl } from 'better-auth/plugins/access';

/** Every resource and action Folio knows; spec §3 and §6. One table for server checks and for the UI. */
export const statements = {
  account: ['read', 'update'],
  apps: ['app', 'manager'],
  book: ['read', 'create', 'update', 'delete'],
  genre: ['read'],
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password'],
  session: ['list', 'revoke', 'delete'],
  // Every organization, whoever's: what Folio's admins see and may delete (/manager/organizations).
  organization: ['list', 'delete'],
} as const;

export const accessControl = createAccessControl(statements);

export const roles = {
  admin: accessControl.newRole({
    account: ['update'],
    apps: ['app', 'manager'],
    book: ['read', 'create', 'update', 'delete'],
    genre: ['read'],
    user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password'],
    session: ['list', 'revoke', 'delete'],
    organization: ['list', 'delete'],
  }),
  user: accessControl.newRole({
    account: ['update'],
    apps: ['app'],
    book: ['read'],
    genre: ['read'],
  }),
};

export type RoleName = keyof typeof roles;
export const ROLE_NAMES = Object.keys(roles) as RoleName[];

export type Permissions = {
  [Resource in keyof typeof statements]?: Array<(typeof statements)[Resource][number]>;
};

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && Object.hasOwn(roles, value);
}

/** Whether a role (as stored on the user; better-auth allows a comma-separated list) grants every permission asked. */
export function roleCan(role: string | null | undefined, permissions: Permissions): boolean {
  const names = (role ?? '').split(',').map((name) => name.trim());
  return names.some((name) => isRoleName(name) && roles[name].authorize(permissions).success);
}

/** Where a signed-in person lands by default. */
export function homePathFor(role: string | null | undefined): '/manager' | '/app' {
  return roleCan(role, { apps: ['manager'] }) ? '/manager' : '/app';
}
