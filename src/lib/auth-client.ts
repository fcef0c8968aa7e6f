import { adminClient, emailOTPClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { showDemoDialogFor } from './demo-dialog-store';
import { accessControl, roles } from './permissions';

/** The browser's client for /api/auth (better-auth). Server code calls `auth.api` directly instead. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [emailOTPClient(), adminClient({ ac: accessControl, roles })],
  fetchOptions: { onError: ({ error }) => void showDemoDialogFor(error) },
});
