import { createAccessControl } from 'better-auth/plugins/access';
import { ROLE_GRANTS, statements } from './permissions';

// better-auth's access control, made from permissions.ts's table: for its admin plugin on the server
// and in its browser client. Apart from permissions.ts, which every page loads.

export const accessControl = createAccessControl(statements);

export const roles = {
  admin: accessControl.newRole(ROLE_GRANTS.admin),
  user: accessControl.newRole(ROLE_GRANTS.user),
};
