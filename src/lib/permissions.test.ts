import { describe, expect, it } from 'vitest';
import { roles } from './access-control';
import { homePathFor, isRoleName, roleCan, ROLE_NAMES, statements, type Permissions } from './permissions';

/** Every (resource, action) pair Folio knows, e.g. "book:delete". */
const EVERY_PERMISSION = Object.entries(statements).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}:${action}`),
);

function can(role: string | null | undefined, permission: string): boolean {
  const [resource, action] = permission.split(':');
  return roleCan(role, { [resource!]: [action] } as Permissions);
}

describe('roleCan', () => {
  it('lets a user read books and genres, use the app, their organizations and update their account — and nothing else', () => {
    const granted = EVERY_PERMISSION.filter((permission) => can('user', permission));
    expect(granted.sort()).toEqual([
      'account:update',
      'apps:app',
      'book:read',
      'genre:read',
      'membership:curate',
      'membership:read',
    ]);
  });

  it('lets an admin do everything but read accounts through the API', () => {
    const refused = EVERY_PERMISSION.filter((permission) => !can('admin', permission));
    expect(refused).toEqual(['account:read']);
  });

  it('refuses book:delete to a user and grants it to an admin', () => {
    expect(roleCan('user', { book: ['delete'] })).toBe(false);
    expect(roleCan('admin', { book: ['delete'] })).toBe(true);
  });

  it('opens the manager app to admins only', () => {
    expect(roleCan('admin', { apps: ['manager'] })).toBe(true);
    expect(roleCan('user', { apps: ['manager'] })).toBe(false);
    expect(roleCan('user', { apps: ['app'] })).toBe(true);
  });

  it('needs every action asked for, not just one', () => {
    expect(roleCan('user', { book: ['read', 'delete'] })).toBe(false);
    expect(roleCan('user', { book: ['read'], genre: ['read'] })).toBe(true);
    expect(roleCan('user', { book: ['read'], user: ['ban'] })).toBe(false);
  });

  it.each([null, undefined, '', 'superuser', 'Admin', 'admin2', '__proto__', 'toString'])(
    'grants nothing to the role %j',
    (role) => {
      expect(EVERY_PERMISSION.filter((permission) => can(role, permission))).toEqual([]);
    },
  );

  it('reads a comma-separated list of roles as the union of their grants', () => {
    expect(roleCan('user,admin', { book: ['delete'] })).toBe(true);
    expect(roleCan('superuser, admin', { apps: ['manager'] })).toBe(true);
    expect(roleCan('user,superuser', { book: ['delete'] })).toBe(false);
  });
});

describe('isRoleName', () => {
  it('knows admin and user only', () => {
    expect(isRoleName('admin')).toBe(true);
    expect(isRoleName('user')).toBe(true);
    expect(isRoleName('toString')).toBe(false);
    expect(isRoleName('constructor')).toBe(false);
    expect(isRoleName(undefined)).toBe(false);
  });
});

describe('homePathFor', () => {
  it('sends admins to /manager and everybody else to /app', () => {
    expect(homePathFor('admin')).toBe('/manager');
    expect(homePathFor('user')).toBe('/app');
    expect(homePathFor(null)).toBe('/app');
    expect(homePathFor('user,admin')).toBe('/manager');
  });
});

describe('roleCan and better-auth', () => {
  const asks: Permissions[] = [
    ...EVERY_PERMISSION.map((permission) => {
      const [resource, action] = permission.split(':');
      return { [resource!]: [action] } as Permissions;
    }),
    { book: ['read', 'delete'] },
    { book: ['read'], genre: ['read'] },
    { book: ['read'], user: ['ban'] },
    { apps: ['app', 'manager'] },
    { book: [] },
    {},
  ];

  it.each(ROLE_NAMES)('decides as better-auth’s admin plugin does for %s', (role) => {
    for (const asked of asks)
      expect(roleCan(role, asked), JSON.stringify(asked)).toBe(roles[role].authorize(asked).success);
  });
});
