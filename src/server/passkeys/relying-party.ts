import type { Env } from '../env';

/**
 * Who the browser's passkeys belong to: the host name of BASE_URL (`localhost` in development, which
 * browsers accept over plain http), and the one origin whose signatures are accepted.
 */
export function relyingParty(env: Pick<Env, 'BASE_URL'>) {
  const url = new URL(env.BASE_URL);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * The cookie that holds a passkey ceremony's challenge (better-auth prefixes it): /login sets it as soon
 * as the browser offers saved passkeys, and it says nothing about who the visitor is.
 */
export const PASSKEY_CHALLENGE_COOKIE = 'passkey-challenge';
