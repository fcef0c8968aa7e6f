import { describe, expect, it } from 'vitest';
import { oneDatabase } from '../support/test-database';
import { DISABLED_AUTH_PATHS } from '~/server/auth-surface';
import { ADMIN_EMAIL, testServer, USER_EMAIL, type ApiResponse } from '../support/test-server';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
}

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  security: Record<string, string[]>[];
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
    responses: Record<
      string,
      { headers?: Record<string, unknown>; content: Record<string, { schema: Schema }> }
    >;
  };
}

function operation(document: OpenApiDocument, path: string, method: string): Operation {
  return document.paths[path]![method] as Operation;
}

/** The refusal an operation documents for `status`, resolved. */
function documentedRefusal(document: OpenApiDocument, path: string, method: string, status: number) {
  const ref = operation(document, path, method).responses[status]?.$ref;
  return ref ? document.components.responses[ref.split('/').pop()!] : undefined;
}

/** Whether `answer` is what `document` says `path` answers with `status`: its status and required fields. */
function expectDocumented(document: OpenApiDocument, path: string, method: string, answer: ApiResponse) {
  const refusal = documentedRefusal(document, path, method, answer.status);
  expect(refusal, `${method} ${path} documents ${answer.status}`).toBeDefined();
  const schema = refusal!.content['application/json']!.schema;
  for (const field of schema.required ?? [])
    expect(answer.json, `${path}: ${answer.text}`).toHaveProperty(field);
  expect(
    Object.keys(answer.json).every((key) => key in (schema.properties ?? {})),
    answer.text,
  ).toBe(true);
}

describe.each(oneDatabase)('OpenAPI documents on $kind', ({ kind }) => {
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

  it('declares the session (a cookie, or a native app’s bearer token) and API keys, each operation with its permission', async () => {
    const server = await testServer(kind);
    const anonymous = server.client();
    const app = await anonymous.api<OpenApiDocument>('GET', '/api/openapi/app/schema');
    const auth = await anonymous.api<OpenApiDocument>('GET', '/api/openapi/auth/schema');
    const session = expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' });
    const sessionToken = expect.objectContaining({ type: 'http', scheme: 'bearer' });
    const signedIn = [{ session: [] }, { sessionToken: [] }];
    expect(app.json.components.securitySchemes).toEqual({
      session,
      sessionToken,
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'folio_…' }),
    });
    expect(app.json.security).toEqual([...signedIn, { apiKey: [] }]);
    // A key's reach: the catalogue yes, one's account never (no key holds `account`).
    const books = operation(app.json, '/books', 'get') as { 'x-permission'?: unknown; security?: unknown };
    expect(books['x-permission']).toEqual({ book: ['read'] });
    expect(books.security).toBeUndefined();
    expect(operation(app.json, '/account/api-keys', 'post').security).toEqual(signedIn);
    // Keys never reach better-auth's endpoints.
    expect(auth.json.components.securitySchemes).toEqual({ session, sessionToken });
    expect(auth.json.security).toEqual(signedIn);
    // The sign-in steps need no session; changing one's name does.
    expect(operation(auth.json, '/sign-in/email-otp', 'post').security).toEqual([{}]);
    expect(operation(auth.json, '/update-user', 'post').security).toEqual(signedIn);
  });

  it("documents each operation's refusals as they are answered", async () => {
    const server = await testServer(kind);
    const anonymous = server.client();
    const { json: app } = await anonymous.api<OpenApiDocument>('GET', '/api/openapi/app/schema');
    const member = await server.signIn(USER_EMAIL);
    const missing = '/api/rest/books/00000000-0000-4000-8000-000000000000';

    expectDocumented(app, '/books/{id}', 'get', await anonymous.api('GET', missing));
    expectDocumented(app, '/books/{id}', 'get', await member.api('GET', missing));
    expectDocumented(app, '/users', 'get', await member.api('GET', '/api/rest/users'));
    const tooLong = await member.api('PATCH', '/api/rest/account/passkeys/some-id', { name: 'x'.repeat(65) });
    expect(tooLong.status).toBe(400);
    expectDocumented(app, '/account/passkeys/{passkeyId}', 'patch', tooLong);
    // Where the server has a limit, the document says it.
    const rename = operation(app, '/account/passkeys/{passkeyId}', 'patch');
    expect(rename.requestBody?.content['application/json']!.schema.properties?.name?.maxLength).toBe(64);

    // 401 and 403 where a session and a permission are needed, 404 where a path names a thing, 429 with
    // Retry-After where a throttle counts the calls.
    expect(Object.keys(operation(app, '/books/{id}', 'delete').responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    expect(operation(app, '/books', 'get').responses).not.toHaveProperty('404');
    expect(operation(app, '/genres', 'get').responses).not.toHaveProperty('429');
    expect(documentedRefusal(app, '/books/{id}/cover', 'put', 429)?.headers).toHaveProperty('Retry-After');
    expect(documentedRefusal(app, '/account/deletion-code', 'post', 429)?.headers).toHaveProperty(
      'Retry-After',
    );
    // An invitation's preview is public: no 401 to document.
    expect(operation(app, '/invitations/{id}', 'get').responses).not.toHaveProperty('401');

    const { json: auth } = await anonymous.api<OpenApiDocument>('GET', '/api/openapi/auth/schema');
    expectDocumented(
      auth,
      '/update-user',
      'post',
      await anonymous.api('POST', '/api/auth/update-user', { name: 'A' }),
    );
    const admin = await server.signIn(ADMIN_EMAIL);
    expectDocumented(
      auth,
      '/update-user',
      'post',
      await admin.api('POST', '/api/auth/update-user', { name: 'Ada', image: 'x' }),
    );
    expect(documentedRefusal(auth, '/sign-in/email-otp', 'post', 429)?.headers).toHaveProperty('Retry-After');
  });

  it('serves the API reference page and its script from the server itself', async () => {
    const server = await testServer(kind);
    const client = server.client();
    const page = await client.api('GET', '/api/openapi/app');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const script = /<script src="([^"]+)"><\/script>/.exec(page.text)?.[1];
    expect(script).toMatch(/^\/api\//);
    const attribute = /data-configuration="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const configuration = JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<
      string,
      unknown
    >;
    // The app's document, and nothing fetched from scalar.com: no web fonts, no request proxy, no AI agent,
    // and no developer tools (whose "Share" uploads the document).
    expect(configuration).toMatchObject({
      url: '/api/openapi/app/schema',
      withDefaultFonts: false,
      proxyUrl: '',
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: 'never',
    });

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
