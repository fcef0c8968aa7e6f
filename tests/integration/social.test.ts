import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_NAME,
  oidcCookies,
  subjectOf,
  type OidcIdentity,
} from '../../e2e/support/oidc';
import { startOidcProvider, type OidcProvider } from '../../e2e/support/oidc-provider';
import { socialProvidersOf } from '~/features/session/session.functions';
import { parseEnv } from '~/server/env';
import { oneDatabase } from '../support/test-database';
import { testServer, USER_EMAIL, type TestClient, type TestServer } from '../support/test-server';

const NEW_EMAIL = 'oidc.reader@example.org';

let provider: OidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider();
});
afterAll(() => provider.close());

function oidcEnv(extra: Record<string, string> = {}) {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    OIDC_NAME,
    ...extra,
  };
}

/**
 * The browser's round trip: Folio → provider (which approves `identity`, or refuses) → Folio's
 * callback. Resolves with where Folio finally sends the browser.
 */
async function throughProvider(
  client: TestClient,
  identity: OidcIdentity | { deny: true },
  start: { path: string; body: Record<string, unknown> } = {
    path: '/api/auth/sign-in/social',
    body: { provider: 'oidc', callbackURL: '/login', errorCallbackURL: '/login/error' },
  },
): Promise<URL> {
  const started = await client.api('POST', start.path, start.body);
  expect(started.status, started.text).toBe(200);
  const authorizeUrl = new URL(started.json.url as string);
  expect(authorizeUrl.origin).toBe(provider.issuer);

  const cookie = Object.entries(oidcCookies(identity))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const authorized = await fetch(authorizeUrl, { redirect: 'manual', headers: { cookie } });
  expect(authorized.status).toBe(302);
  const callback = new URL(authorized.headers.get('location')!);
  expect(callback.origin).toBe(client.baseUrl);
  expect(callback.pathname).toBe('/api/auth/callback/oidc');

  const finished = await client.api('GET', `${callback.pathname}${callback.search}`);
  expect(finished.status, finished.text).toBe(302);
  return new URL(finished.headers.get('location')!, client.baseUrl);
}

function accountsOf(server: TestServer, email: string) {
  return server.query<{ provider_id: string; account_id: string }>(
    'select provider_id, account_id from account where user_id in (select id from "user" where email = $1)',
    [email],
  );
}

describe('which providers the login page offers', () => {
  it('lists only providers whose variables are all set, never their secrets', () => {
    expect(socialProvidersOf(parseEnv({}))).toEqual([]);
    expect(socialProvidersOf(parseEnv({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }))).toEqual([
      { id: 'github', name: 'GitHub' },
    ]);
    const both = parseEnv({
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'client-secret',
      OIDC_NAME: 'Example ID',
    });
    expect(socialProvidersOf(both)).toEqual([
      { id: 'github', name: 'GitHub' },
      { id: 'oidc', name: 'Example ID' },
    ]);
    expect(JSON.stringify(socialProvidersOf(both))).not.toContain('secret');
  });

  it('refuses half a provider configuration, naming the missing variable', () => {
    expect(() => parseEnv({ GITHUB_CLIENT_ID: 'id' })).toThrow(/GITHUB_CLIENT_SECRET/);
    expect(() => parseEnv({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'c' })).toThrow(
      /OIDC_CLIENT_SECRET/,
    );
  });
});

describe.each(oneDatabase)('sign-in through an OpenID Connect provider on $kind', ({ kind }) => {
  it('cleans a provider name that breaks the name rule instead of failing the sign-in', async () => {
    const server = await testServer({ database: kind, env: oidcEnv() });
    const client = server.client();

    const landing = await throughProvider(client, { email: NEW_EMAIL, name: '  Ada\n\tLovelace  ' });

    expect(landing.pathname).toBe('/login');
    const other = 'dashes@example.org';
    expect((await throughProvider(server.client(), { email: other, name: '---' })).pathname).toBe('/login');
    expect(
      await server.query('select email, name from "user" where email in ($1, $2) order by email', [
        NEW_EMAIL,
        other,
      ]),
    ).toEqual([
      { email: other, name: other },
      { email: NEW_EMAIL, name: 'Ada Lovelace' },
    ]);
  });

  it('signs up a new person: one user (verified e-mail) and one linked account', async () => {
    const server = await testServer({ database: kind, env: oidcEnv() });
    const client = server.client();

    const landing = await throughProvider(client, { email: NEW_EMAIL });

    expect(landing.pathname).toBe('/login');
    const session = await client.session();
    expect(session?.user.email).toBe(NEW_EMAIL);
    expect(session?.user.role).toBe('user');
    expect(await server.countRows('user', 'email = $1', [NEW_EMAIL])).toBe(1);
    const [created] = await server.query<{ email_verified: boolean; name: string }>(
      'select email_verified, name from "user" where email = $1',
      [NEW_EMAIL],
    );
    expect(created).toMatchObject({ email_verified: true, name: 'oidc.reader' });
    expect(await accountsOf(server, NEW_EMAIL)).toEqual([
      { provider_id: 'oidc', account_id: subjectOf(NEW_EMAIL) },
    ]);

    // Signing in again is the same user and the same account.
    const again = server.client();
    expect((await throughProvider(again, { email: NEW_EMAIL })).pathname).toBe('/login');
    expect((await again.session())?.user.id).toBe(session?.user.id);
    expect(await server.countRows('user', 'email = $1', [NEW_EMAIL])).toBe(1);
    expect(await accountsOf(server, NEW_EMAIL)).toHaveLength(1);
  });

  it('links an existing user with the same verified e-mail instead of creating another', async () => {
    const server = await testServer({ database: kind, env: oidcEnv() });
    const [existing] = await server.query<{ id: string }>('select id from "user" where email = $1', [
      USER_EMAIL,
    ]);
    expect(await accountsOf(server, USER_EMAIL)).toEqual([]);
    const client = server.client();

    expect((await throughProvider(client, { email: USER_EMAIL })).pathname).toBe('/login');

    expect((await client.session())?.user.id).toBe(existing!.id);
    expect(await server.countRows('user', 'email = $1', [USER_EMAIL])).toBe(1);
    expect(await accountsOf(server, USER_EMAIL)).toEqual([
      { provider_id: 'oidc', account_id: subjectOf(USER_EMAIL) },
    ]);
  });

  it('does not link an existing user when the provider does not vouch for the e-mail', async () => {
    const server = await testServer({ database: kind, env: oidcEnv(), allowServerErrors: true });
    const client = server.client();

    const landing = await throughProvider(client, { email: USER_EMAIL, emailVerified: false });

    expect(landing.pathname).toBe('/login/error');
    expect(await client.session()).toBeNull();
    expect(await accountsOf(server, USER_EMAIL)).toEqual([]);
  });

  it('refuses a new person when sign-up is closed: /login/error?error=signup_disabled', async () => {
    const server = await testServer({
      database: kind,
      env: oidcEnv({ SIGNUP_ENABLED: 'false' }),
      allowServerErrors: true,
    });
    const client = server.client();

    const landing = await throughProvider(client, { email: NEW_EMAIL });

    expect(landing.pathname).toBe('/login/error');
    expect(landing.searchParams.get('error')).toBe('signup_disabled');
    expect(await client.session()).toBeNull();
    expect(await server.countRows('user', 'email = $1', [NEW_EMAIL])).toBe(0);

    // An existing user still signs in (and is linked) with sign-up closed.
    expect((await throughProvider(client, { email: USER_EMAIL })).pathname).toBe('/login');
    expect((await client.session())?.user.email).toBe(USER_EMAIL);
  });

  it('sends a cancelled sign-in to /login/error?error=access_denied', async () => {
    const server = await testServer({ database: kind, env: oidcEnv() });
    const client = server.client();

    const landing = await throughProvider(client, { deny: true });

    expect(landing.pathname).toBe('/login/error');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(await client.session()).toBeNull();
  });

  it('sends a callback it cannot tie to a sign-in to /login/error (unknown error)', async () => {
    const server = await testServer({ database: kind, env: oidcEnv(), allowServerErrors: true });

    const response = await server.client().api('GET', '/api/auth/callback/oidc?code=forged&state=forged');

    expect(response.status).toBe(302);
    const landing = new URL(response.headers.get('location')!, server.url);
    expect(landing.pathname).toBe('/login/error');
    expect(['signup_disabled', 'access_denied']).not.toContain(landing.searchParams.get('error'));
  });

  it('links the provider to a signed-in user, lists it, and refuses to unlink the last account', async () => {
    const server = await testServer({ database: kind, env: oidcEnv() });
    const client = await server.signIn(USER_EMAIL);

    const landing = await throughProvider(
      client,
      { email: USER_EMAIL },
      {
        path: '/api/auth/link-social',
        body: { provider: 'oidc', callbackURL: '/app/account', errorCallbackURL: '/app/account' },
      },
    );
    expect(landing.pathname).toBe('/app/account');

    const listed = await client.api('GET', '/api/auth/list-accounts');
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([expect.objectContaining({ providerId: 'oidc' })]);

    const unlinked = await client.api('POST', '/api/auth/unlink-account', { accountId: listed.json[0].id });
    expect(unlinked.status).toBe(400);
    expect(unlinked.json.code).toBe('FAILED_TO_UNLINK_LAST_ACCOUNT');
    expect(await accountsOf(server, USER_EMAIL)).toHaveLength(1);
  });
});
