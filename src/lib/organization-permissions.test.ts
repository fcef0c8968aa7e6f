import { describe, expect, it } from 'vitest';
import { organizationRoles } from './organization-access-control';
import {
  ORGANIZATION_ROLES,
  organizationRoleCan,
  organizationStatements,
  type OrganizationPermissions,
} from './organization-permissions';

const asks: OrganizationPermissions[] = [
  ...Object.entries(organizationStatements).flatMap(([resource, actions]) =>
    actions.map((action) => ({ [resource]: [action] }) as OrganizationPermissions),
  ),
  { organization: ['update', 'delete'] },
  { member: ['create'], invitation: ['create'] },
  { team: [] },
  {},
];

describe('organizationRoleCan', () => {
  it.each(ORGANIZATION_ROLES)('decides as better-auth’s organization plugin does for %s', (role) => {
    for (const asked of asks)
      expect(organizationRoleCan(role, asked), JSON.stringify(asked)).toBe(
        organizationRoles[role].authorize(asked).success,
      );
  });

  it('lets the owner alone delete the organization, and a member manage nothing', () => {
    expect(organizationRoleCan('owner', { organization: ['delete'] })).toBe(true);
    expect(organizationRoleCan('admin', { organization: ['delete'] })).toBe(false);
    expect(organizationRoleCan('admin', { member: ['update'] })).toBe(true);
    expect(organizationRoleCan('member', { organization: ['update'] })).toBe(false);
    expect(organizationRoleCan('member,admin', { team: ['create'] })).toBe(true);
    expect(organizationRoleCan('toString', { team: ['create'] })).toBe(false);
  });
});
