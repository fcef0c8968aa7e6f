import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { authClientOptions } from '~/lib/auth-client';

/** better-auth's twoFactor endpoints (/api/auth/two-factor/*), loaded with the pages that use them. */
export const secondFactorClient = createAuthClient({
  ...authClientOptions,
  plugins: [twoFactorClient()],
}).twoFactor;
