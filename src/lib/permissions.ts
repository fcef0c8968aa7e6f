/** Every resource and action Folio knows; spec §3 and §6. One table for server checks and for the UI. */
export const statements = {
  account: ['read', 'update'],
  apps: ['app', 'manager'],
  book: ['read', 'create', 'update', 'delete'],
  genre: ['read'],
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password', 'reset-second-factor'],
  session: ['list', 'revoke', 'delete'],
  // Anyone's passkeys (their own are `account`): what an admin sees on a user's page and may remove.
  passkey: ['list', 'delete'],
  // Every organization, whoever's: what Folio's admins see and may delete (/manager/organizations).
  organization: ['list', 'delete'],
  // Folio's background jobs (/manager/jobs): the e-mails sent after a request and the clean-ups.
  job: ['list', 'retry', 'cancel'],
} as const;

export type Permissions = {
  [Resource in keyof typeof statements]?: Array<(typeof statements)[Resource][number]>;
};

/**
 * What each role may do. Plain data, read by roleCan in the browser and on the server; better-auth's
 * admin plugin gets the same table as its roles (access-control.ts).
 */
export const ROLE_GRANTS = {
  admin: {
    account: ['update'],
    apps: ['app', 'manager'],
    book: ['read', 'create', 'update', 'delete'],
    genre: ['read'],
    user: [
      'create',
      'list',
      'set-role',
      'ban',
      'impersonate',
      'delete',
      'set-password',
      'reset-second-factor',
    ],
    session: ['list', 'revoke', 'delete'],
    passkey: ['list', 'delete'],
    organization: ['list', 'delete'],
    job: ['list', 'retry', 'cancel'],
  },
  user: {
    account: ['update'],
    apps: ['app'],
    book: ['read'],
    genre: ['read'],
  },
} as const satisfies Record<string, Permissions>;

export type RoleName = keyof typeof ROLE_GRANTS;
export const ROLE_NAMES = Object.keys(ROLE_GRANTS) as RoleName[];

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && Object.hasOwn(ROLE_GRANTS, value);
}

/** better-auth's rule (an AND of every action of every resource asked, and something asked), on plain data. */
export function grantsAll(
  granted: Readonly<Record<string, readonly string[]>>,
  permissions: Readonly<Record<string, readonly string[] | undefined>>,
): boolean {
  const asked = Object.entries(permissions);
  return (
    asked.length > 0 &&
    asked.every(
      ([resource, actions]) =>
        Object.hasOwn(granted, resource) &&
        Array.isArray(actions) &&
        actions.length > 0 &&
        actions.every((action) => granted[resource]!.includes(action)),
    )
  );
}

/** Whether a role (as stored on the user; better-auth allows a comma-separated list) grants every permission asked. */
export function roleCan(role: string | null | undefined, permissions: Permissions): boolean {
  const names = (role ?? '').split(',').map((name) => name.trim());
  return names.some((name) => isRoleName(name) && grantsAll(ROLE_GRANTS[name], permissions));
}

/** Where a signed-in person lands by default. */
export function homePathFor(role: string | null | undefined): '/manager' | '/app' {
  return roleCan(role, { apps: ['manager'] }) ? '/manager' : '/app';
}
