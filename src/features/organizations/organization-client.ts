import { organizationClient as organizationPlugin } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { authClientOptions } from '~/lib/auth-client';
import { organizationAccessControl, organizationRoles } from '~/lib/organization-access-control';

/** better-auth's organization endpoints (/api/auth/organization/*), loaded with the organization pages. */
export const organizationClient = createAuthClient({
  ...authClientOptions,
  plugins: [
    organizationPlugin({ ac: organizationAccessControl, roles: organizationRoles, teams: { enabled: true } }),
  ],
}).organization;
