import { createAccessControl } from 'better-auth/plugins/access';
import { ORGANIZATION_ROLE_GRANTS, organizationStatements } from './organization-permissions';

// better-auth's access control for organizations, made from organization-permissions.ts's table: for
// its organization plugin on the server and in its browser client. Apart from that table, which the
// organization pages load.

export const organizationAccessControl = createAccessControl(organizationStatements);

export const organizationRoles = {
  owner: organizationAccessControl.newRole(ORGANIZATION_ROLE_GRANTS.owner),
  admin: organizationAccessControl.newRole(ORGANIZATION_ROLE_GRANTS.admin),
  member: organizationAccessControl.newRole(ORGANIZATION_ROLE_GRANTS.member),
};
