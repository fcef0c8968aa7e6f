import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantableKeyPermissions, intersectPermissions, KEY_RESOURCES } from './api-keys';
import { grantsAll, roleCan, ROLE_NAMES, statements, type Permissions } from './permissions';

/** Any permissions over the whole table (keys' resources and the others), as a key could be sent. */
const anyPermissions = fc
  .dictionary(
    fc.constantFrom(...(Object.keys(statements) as Array<keyof typeof statements>)),
    fc.array(fc.constantFrom('read', 'create', 'update', 'delete', 'list', 'revoke', 'ban', 'retry'), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map((permissions) => permissions as Permissions);

const role = fc.constantFrom(...ROLE_NAMES, 'user,admin', 'nobody', '');

describe("a key's permissions ∩ its owner's", () => {
  it('grant an asked permission exactly when both the key and the owner’s role grant it, over the whole table', () => {
    fc.assert(
      fc.property(anyPermissions, role, anyPermissions, (keyHolds, ownerRole, asked) => {
        const effective = intersectPermissions(keyHolds, grantableKeyPermissions(ownerRole));
        const allowed = grantsAll(effective as Record<string, readonly string[]>, asked);
        const expected =
          grantsAll(keyHolds as Record<string, readonly string[]>, asked) &&
          roleCan(ownerRole, asked) &&
          Object.keys(asked).every((resource) => (KEY_RESOURCES as readonly string[]).includes(resource));
        expect(allowed).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never hold the account or the apps, whatever the role', () => {
    for (const name of ROLE_NAMES) {
      const grantable = grantableKeyPermissions(name);
      expect(Object.keys(grantable)).not.toContain('account');
      expect(Object.keys(grantable)).not.toContain('apps');
    }
    expect(grantableKeyPermissions('user')).toEqual({
      book: ['read'],
      genre: ['read'],
      membership: ['read', 'curate'],
    });
  });
});
