import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/react';
import { authClientOptions } from './auth-client';

/**
 * better-auth's client for the passkey ceremonies (/api/auth/passkey/*), imported when a page needs
 * one: the WebAuthn code stays out of every other page's first load.
 */
export const passkeyAuthClient = createAuthClient({ ...authClientOptions, plugins: [passkeyClient()] });
