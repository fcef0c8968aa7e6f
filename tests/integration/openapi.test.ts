import { describe, expect, it } from 'vitest';
import { databases } from '../support/test-database';
import { DISABLED_AUTH_PATHS } from '~/server/auth-surface';
import { testServer, USER_EMAIL } from '../support/test-server';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, unknown>>;
}

describe.each(databases)('OpenAPI documents on $kind', ({ kind }) => {
  it("describes the app's REST API, genres and onboarding included, to anyone", async () => {
    const server = await testServer(kind);
    const response = await server.client().api<OpenApiDocument>('GET', '/api/openapi/app/schema');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json.openapi).toMatch(/^3\./);
    expect(Object.keys(response.json.paths)).toEqual(expect.arrayContaining(['/genres', '/onboarding']));
    expect(response.json.paths['/genres']).toHaveProperty('get');
    expect(response.json.paths['/onboarding']).toHaveProperty('post');
  });

  it('describes the auth API, with the e-mail code and passkey sign-ins', async () => {
    const server = await testServer(kind);
    const response = await server.client().api<OpenApiDocument>('GET', '/api/openapi/auth/schema');

    expect(response.status).toBe(200);
    expect(response.json.openapi).toMatch(/^3\./);
    expect(response.json.paths['/sign-in/email-otp']).toHaveProperty('post');
    expect(response.json.paths['/email-otp/send-verification-otp']).toHaveProperty('post');
    expect(response.json.paths['/passkey/generate-register-options']).toHaveProperty('get');
    expect(response.json.paths['/passkey/verify-authentication']).toHaveProperty('post');
  });

  it('exposes only the auth endpoints Folio uses; every other one answers 404', async () => {
    const server = await testServer(kind);
    const client = server.client();
    const response = await client.api<OpenApiDocument>('GET', '/api/openapi/auth/schema');
    // A better-auth upgrade that adds an endpoint fails here until it is either used or disabled.
    expect(Object.keys(response.json.paths).sort()).toEqual(
      [
        '/callback/{id}',
        '/email-otp/change-email',
        '/email-otp/request-email-change',
        '/email-otp/send-verification-otp',
        '/error',
        '/get-session',
        '/link-social',
        '/list-accounts',
        '/ok',
        '/revoke-other-sessions',
        '/sign-in/email-otp',
        '/sign-in/social',
        '/sign-out',
        '/unlink-account',
        '/update-user',
        '/admin/impersonate-user',
        '/admin/stop-impersonating',
        // The second factor (ADR 0018): set up an authenticator app, its sign-in step, turn it off.
        '/two-factor/enable',
        '/two-factor/verify-totp',
        '/two-factor/verify-backup-code',
        '/two-factor/generate-backup-codes',
        '/two-factor/disable',
        // Passkeys (ADR 0019): the ceremonies only; listing, renaming and removing are Folio's API.
        '/passkey/generate-authenticate-options',
        '/passkey/generate-register-options',
        '/passkey/verify-authentication',
        '/passkey/verify-registration',
        // Organizations (ADR 0016): better-auth's organization API, for Folio's screens and API clients.
        ...[
          'accept-invitation',
          'add-team-member',
          'cancel-invitation',
          'check-slug',
          'create',
          'create-team',
          'delete',
          'get-active-member',
          'get-active-member-role',
          'get-full-organization',
          'get-invitation',
          'get-organization',
          'has-permission',
          'invite-member',
          'leave',
          'list',
          'list-invitations',
          'list-members',
          'list-team-members',
          'list-teams',
          'list-user-invitations',
          'list-user-teams',
          'reject-invitation',
          'remove-member',
          'remove-team',
          'remove-team-member',
          'set-active',
          'set-active-team',
          'update',
          'update-member-role',
          'update-team',
        ].map((endpoint) => `/organization/${endpoint}`),
      ].sort(),
    );
    for (const path of DISABLED_AUTH_PATHS) {
      const url = `/api/auth${path.replace(':token', 'some-token')}`;
      const answer = path.startsWith('/reset-password/')
        ? await client.api('GET', url)
        : await client.api('POST', url, {});
      expect(answer.status, `${path}: ${answer.text}`).toBe(404);
    }
    // Where better-auth would ask a password, Folio asks a current code, and says so.
    for (const path of ['/two-factor/disable', '/two-factor/generate-backup-codes']) {
      const operation = response.json.paths[path]?.post as
        { requestBody?: { content: { 'application/json': { schema: { required: string[] } } } } } | undefined;
      expect(operation?.requestBody?.content['application/json'].schema.required, path).toEqual(['code']);
    }
    const member = await server.signIn(USER_EMAIL);
    const image = await member.api('POST', '/api/auth/update-user', { name: 'Ada', image: 'x'.repeat(1000) });
    expect(image.status).toBe(400);
    expect(image.json.code).toBe('FIELD_NOT_ALLOWED');
  });

  it('serves the API reference page and its script from the server itself', async () => {
    const server = await testServer(kind);
    const client = server.client();
    const page = await client.api('GET', '/api/openapi/app');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const script = /<script src="([^"]+)"><\/script>/.exec(page.text)?.[1];
    expect(script).toMatch(/^\/api\//);
    expect(page.text).toContain('data-url="/api/openapi/app/schema"');

    const bundle = await client.api('GET', script!);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(bundle.text.length).toBeGreaterThan(10_000);
  });

  it('answers 404 with a JSON error for an unknown API path', async () => {
    const server = await testServer(kind);
    const response = await server.client().api('GET', '/api/openapi/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 'NOT_FOUND' });
  });
});
