import { adminClient, emailOTPClient, organizationClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { showDemoDialogFor } from './demo-dialog-store';
import { organizationAccessControl, organizationRoles } from './organization-permissions';
import { accessControl, roles } from './permissions';

/** The browser's client for /api/auth (better-auth). Server code calls `auth.api` directly instead. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    emailOTPClient(),
    adminClient({ ac: accessControl, roles }),
    organizationClient({ ac: organizationAccessControl, roles: organizationRoles, teams: { enabled: true } }),
  ],
  fetchOptions: { onError: ({ error }) => void showDemoDialogFor(error) },
});

/** A better-auth client call's answer as a promise that rejects with its error, for mutations. */
export async function authResult<Data>(
  call: Promise<{ data: Data | null; error: unknown }>,
): Promise<Data | null> {
  const { data, error } = await call;
  if (error) throw error;
  return data;
}
