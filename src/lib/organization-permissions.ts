import { roleTable } from './permissions';

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

export type OrganizationPermissions = {
  [Resource in keyof typeof organizationStatements]?: Array<
    (typeof organizationStatements)[Resource][number]
  >;
};

/**
 * What each role may do, as plain data (organizationRoleCan); better-auth's organization plugin gets the
 * same table as its roles (organization-access-control.ts).
 */
export const ORGANIZATION_ROLE_GRANTS = {
  owner: {
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
  },
  admin: {
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
  },
  member: {},
} as const satisfies Record<string, OrganizationPermissions>;

const roles = roleTable<OrganizationPermissions, typeof ORGANIZATION_ROLE_GRANTS>(ORGANIZATION_ROLE_GRANTS);
export type OrganizationRole = keyof typeof ORGANIZATION_ROLE_GRANTS;
export const ORGANIZATION_ROLES = roles.names;
export const isOrganizationRole = roles.isRole;

/** Whether a member's role (as better-auth stores it) grants every permission asked. */
export const organizationRoleCan = roles.can;

/**
 * The roles a member may give (inviting, or changing someone's role): an owner any of them (making
 * someone else owner is how ownership moves), an admin all but owner. better-auth holds the same rule.
 */
export function rolesAssignableBy(role: string | null | undefined): OrganizationRole[] {
  return role === 'owner' ? ORGANIZATION_ROLES : ORGANIZATION_ROLES.filter((name) => name !== 'owner');
}
