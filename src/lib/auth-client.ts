import { adminClient, emailOTPClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { showDemoDialogFor } from './demo-dialog-store';
import { accessControl, roles } from './access-control';

/** What every browser client of /api/auth shares: its path, and the demo dialog on a demo refusal. */
export const authClientOptions = {
  basePath: '/api/auth',
  fetchOptions: { onError: ({ error }: { error: unknown }) => void showDemoDialogFor(error) },
};

/**
 * The browser's client for /api/auth (better-auth), on every page. Server code calls `auth.api`
 * directly instead. Features with endpoints of their own (organizations) make a client of their own
 * from `authClientOptions`, so that their code loads with their pages only.
 */
export const authClient = createAuthClient({
  ...authClientOptions,
  plugins: [emailOTPClient(), adminClient({ ac: accessControl, roles })],
});
