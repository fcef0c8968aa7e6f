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
  // Anyone's API keys (their own are `account`): listed and revoked on a user's page.
  apiKey: ['list', 'revoke'],
  // Every organization, whoever's: what Folio's admins see and may delete (/manager/organizations).
  organization: ['list', 'delete'],
  // The organizations one belongs to (/app/organizations): reading them with their shelves, and curating
  // their shelves. The organization role still decides within each (lib/organization-permissions.ts);
  // this is what a session or an API key may ask at all.
  membership: ['read', 'curate'],
  // Folio's background jobs (/manager/jobs): the e-mails sent after a request and the clean-ups.
  job: ['list', 'retry', 'cancel'],
  // Folio's webhook endpoints (/manager/webhooks): add, change (also rotate the secret, send a test
  // event, redeliver), delete, and read their delivery log.
  webhook: ['list', 'create', 'update', 'delete'],
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
    apiKey: ['list', 'revoke'],
    organization: ['list', 'delete'],
    membership: ['read', 'curate'],
    job: ['list', 'retry', 'cancel'],
    webhook: ['list', 'create', 'update', 'delete'],
  },
  user: {
    account: ['update'],
    apps: ['app'],
    book: ['read'],
    genre: ['read'],
    membership: ['read', 'curate'],
  },
} as const satisfies Record<string, Permissions>;

const roles = roleTable<Permissions, typeof ROLE_GRANTS>(ROLE_GRANTS);
export type RoleName = keyof typeof ROLE_GRANTS;
export const ROLE_NAMES = roles.names;
export const isRoleName = roles.isRole;

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

/**
 * A table of roles' own checks (Folio's roles here, an organization's in organization-permissions.ts):
 * its role names, whether a value is one of them, and whether a role as better-auth stores it (one
 * name, or a comma-separated list) grants every permission asked.
 */
export function roleTable<
  Asked extends Readonly<Record<string, readonly string[] | undefined>>,
  Table extends Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>,
>(table: Table) {
  type Name = keyof Table & string;
  const isRole = (value: unknown): value is Name => typeof value === 'string' && Object.hasOwn(table, value);
  const can = (role: string | null | undefined, permissions: Asked): boolean =>
    (role ?? '')
      .split(',')
      .map((name) => name.trim())
      .some((name) => isRole(name) && grantsAll(table[name] ?? {}, permissions));
  return { names: Object.keys(table) as Name[], isRole, can };
}

/** Whether a role (as stored on the user) grants every permission asked. */
export const roleCan = roles.can;

/** Where a signed-in person lands by default. */
export function homePathFor(role: string | null | undefined): '/manager' | '/app' {
  return roleCan(role, { apps: ['manager'] }) ? '/manager' : '/app';
}
