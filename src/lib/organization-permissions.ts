import { createAccessControl } from 'better-auth/plugins/access';

/**
 * What a member may do in an organization, by their role in it (spec §6): the owner everything, an
 * admin all but deleting the organization, a member none of it. Read by better-auth's organization
 * plugin on the server, by Folio's shelf procedures, and by the UI, so that all three agree.
 * Shelves are part of the organization: curating them is `organization: ['update']`.
 */
export const organizationStatements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
} as const;

export const organizationAccessControl = createAccessControl(organizationStatements);

export const organizationRoles = {
  owner: organizationAccessControl.newRole({
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
  }),
  admin: organizationAccessControl.newRole({
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
  }),
  member: organizationAccessControl.newRole({}),
};

export type OrganizationRole = keyof typeof organizationRoles;
export const ORGANIZATION_ROLES = Object.keys(organizationRoles) as OrganizationRole[];

export type OrganizationPermissions = {
  [Resource in keyof typeof organizationStatements]?: Array<
    (typeof organizationStatements)[Resource][number]
  >;
};

export function isOrganizationRole(value: unknown): value is OrganizationRole {
  return typeof value === 'string' && Object.hasOwn(organizationRoles, value);
}

/** Whether a member's role (better-auth stores a comma-separated list) grants every permission asked. */
export function organizationRoleCan(
  role: string | null | undefined,
  permissions: OrganizationPermissions,
): boolean {
  const names = (role ?? '').split(',').map((name) => name.trim());
  return names.some(
    (name) => isOrganizationRole(name) && organizationRoles[name].authorize(permissions).success,
  );
}

/**
 * The roles a member may give (inviting, or changing someone's role): an owner any of them (making
 * someone else owner is how ownership moves), an admin all but owner. better-auth holds the same rule.
 */
export function rolesAssignableBy(role: string | null | undefined): OrganizationRole[] {
  return role === 'owner' ? ORGANIZATION_ROLES : ORGANIZATION_ROLES.filter((name) => name !== 'owner');
}
