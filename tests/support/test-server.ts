import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { expect, onTestFailed, onTestFinished } from 'vitest';
import { mcpTools } from '~/api/mcp/tools';
import { router } from '~/api/router';
import { createApiHandler } from '~/server/api/handler';
import { createServerContext, type ServerContext } from '~/server/context';
import type { JobRunnerOptions } from '~/server/jobs/job-runner';
import { demoCodeFor } from '~/server/demo-codes';
import { parseEnv, type Env } from '~/server/env';
import { boundedLogOptions } from '~/server/log-bounds';
import { startHttpServer } from '~/server/http/node-server';
import { observeRequests } from '~/server/http/observe-requests';
import { requestLogFields } from '~/server/logger';
import { startMetrics } from '~/server/telemetry/metrics';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

/** Fixed, so failures are reproducible; long enough for parseEnv (32+ characters). */
export const TEST_AUTH_SECRET = 'folio-integration-tests-secret-0123456789';

export const ADMIN_EMAIL = 'admin@admin.com';
export const USER_EMAIL = 'user@user.com';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
export interface ApiResponse<Body = any> {
  status: number;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  json: Body;
  text: string;
  headers: Headers;
}

export interface LogEntry {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export interface TestServer {
  /** The server's origin, also its BASE_URL. */
  url: string;
  env: Env;
  context: ServerContext;
  db: TestDatabase;
  smtp: SmtpCapture;
  /** Everything the server logged at warn level or above. */
  logs: LogEntry[];
  /** A client without a session. */
  client(): TestClient;
  /** A new client signed in through the e-mail code flow. */
  signIn(email: string): Promise<TestClient>;
  query: TestDatabase['query'];
  countRows: TestDatabase['countRows'];
  close(): Promise<void>;
}

export interface TestServerOptions {
  database: DatabaseKind;
  /** Extra variables for parseEnv, e.g. { SIGNUP_ENABLED: 'false' }. */
  env?: Record<string, string>;
  /** Whether the test expects the server to log warnings or errors (otherwise they fail it). */
  allowServerErrors?: boolean;
  /** What the server logs (and `logs` holds); warnings and errors by default. */
  logLevel?: 'debug' | 'info' | 'warn';
  /** Another server's database, to run two instances on one database (not disposed by this one). */
  sharedDatabase?: TestDatabase;
  /** How the server runs its jobs; by default without the schedules (tests that need them ask). */
  jobs?: JobRunnerOptions;
}

/**
 * A real Folio API server on a free loopback port, with its own database and an SMTP capture as
 * its mail server. Closed when the current test finishes. Call it inside a test.
 */
export async function testServer(kindOrOptions: DatabaseKind | TestServerOptions): Promise<TestServer> {
  const options = typeof kindOrOptions === 'string' ? { database: kindOrOptions } : kindOrOptions;
  const server = await startTestServer(options);
  // Shown only for a failed test (vitest.config.ts hides a passing test's output): one entry a line.
  onTestFailed(() => {
    if (server.logs.length === 0) return;
    const lines = server.logs.map((entry) => JSON.stringify(entry));
    console.error(`Server log (${lines.length} entries):\n${lines.join('\n')}`);
  });
  // Hooks run last-registered first: the server is closed, then its log is checked.
  onTestFinished(() => {
    // A warning or an error in the server log is a failure unless the test expects it.
    if (!options.allowServerErrors)
      expect(
        server.logs.filter((entry) => entry.level >= 40),
        'the server logged warnings or errors',
      ).toEqual([]);
  });
  onTestFinished(() => server.close());
  return server;
}

export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const db = options.sharedDatabase ?? (await createTestDatabase(options.database));
    if (!options.sharedDatabase) cleanups.push(() => db.dispose());
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());

    const logs: LogEntry[] = [];
    const logger: Logger = pino(
      { level: options.logLevel ?? 'warn', ...boundedLogOptions, mixin: requestLogFields },
      { write: (line: string) => void logs.push(JSON.parse(line)) },
    );

    // The server has to listen before its own URL (BASE_URL) is known, so the handler is bound late.
    const app: { handle?: (request: Request) => Promise<Response> } = {};
    const http = await startHttpServer({
      port: 0,
      host: '127.0.0.1',
      // No built client here: every request reaches the API handler.
      clientDir: path.resolve('tests/support/no-client-files'),
      // X-Forwarded-For is believed only when the test asks for it, as in production.
      trustedProxy: options.env?.TRUSTED_PROXY === 'true',
      fetch: (request) => app.handle?.(request) ?? Promise.resolve(new Response('starting', { status: 503 })),
      onError: (error) => logs.push({ level: 50, msg: 'HTTP server error', err: String(error) }),
      forceCloseAfterMs: 1_000,
    });
    cleanups.push(() => http.close());

    // Local uploads in a folder of this server's own, removed with it.
    const uploadsDir = await mkdtemp(path.join(tmpdir(), 'folio-test-uploads-'));
    cleanups.push(() => rm(uploadsDir, { recursive: true, force: true }));
    const env = parseEnv({
      NODE_ENV: 'test',
      UPLOADS_DIR: uploadsDir,
      BASE_URL: http.url,
      EMAIL_SERVER: smtp.url,
      AUTH_SECRET: TEST_AUTH_SECRET,
      DATABASE_URL: db.url,
      LOG_LEVEL: 'warn',
      // Tests sign in as the same accounts again and again; tests/integration/throttle.test.ts sets
      // the production values back.
      CODE_RESEND_SECONDS: '0',
      CODE_SENDS_PER_HOUR: '1000',
      ...options.env,
    });
    const context = createServerContext({
      env,
      connection: db.connection,
      logger,
      jobs: { schedules: false, ...options.jobs },
    });
    // As the production server does before it listens; stopped before the database goes, also when
    // a test closes the connection itself.
    await context.jobs.start();
    cleanups.push(() => context.jobs.stop(0));
    const closeConnection = db.connection.close.bind(db.connection);
    db.connection.close = async () => {
      await context.jobs.stop(0);
      await closeConnection();
    };
    const demoCode = env.DEMO_MODE ? (email: string) => demoCodeFor(db.connection.db, email) : undefined;
    cleanups.push(() => context.throttles.close());
    const handle = createApiHandler(context, router, mcpTools);
    // As src/server.ts does in front of every request: timings (in the answer with SERVER_TIMING, off
    // unless the test sets it), metrics (with METRICS_TOKEN), traces (when the test started tracing).
    if (env.METRICS_TOKEN) await startMetrics();
    app.handle = observeRequests(handle, {
      serverTiming: env.SERVER_TIMING,
      routeOf: () => 'unmatched',
      metricsToken: env.METRICS_TOKEN,
    });

    const server: TestServer = {
      url: http.url,
      env,
      context,
      db,
      smtp,
      logs,
      client: () => new TestClient(http.url, smtp, demoCode),
      signIn: async (email) => {
        const client = new TestClient(http.url, smtp, demoCode);
        await client.signIn(email);
        return client;
      },
      query: db.query,
      countRows: db.countRows,
      close,
    };
    return server;
  } catch (error) {
    await close();
    throw error;
  }
}

/** A browser-like API client: keeps cookies and sends the server's own Origin. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /** The mail this client's server sent (the test's SMTP server). */
    readonly smtp: SmtpCapture,
    /** In a read-only demo no e-mail is sent: the code comes from where the verify page reads it. */
    private readonly demoCode?: (email: string) => Promise<string | null>,
  ) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see ApiResponse
  async api<Body = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<Body>> {
    const requestHeaders = new Headers({ Origin: this.baseUrl, Accept: 'application/json', ...headers });
    if (this.cookies.size > 0) requestHeaders.set('Cookie', this.cookieHeader());
    if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let json: Body = null as Body;
    try {
      json = text ? (JSON.parse(text) as Body) : json;
    } catch {
      // Not JSON: callers look at `text`.
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Asks for a sign-in code; resolves with the response of the send endpoint. */
  sendCode(email: string) {
    return this.api('POST', '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
  }

  /** Posts a code to the sign-in endpoint. */
  submitCode(email: string, otp: string) {
    return this.api('POST', '/api/auth/sign-in/email-otp', { email, otp });
  }

  /** Sends a code, reads it from the captured e-mail and signs in with it. */
  async signIn(email: string): Promise<ApiResponse> {
    const before = this.smtp.messages.length;
    const sent = await this.sendCode(email);
    if (sent.status !== 200)
      throw new Error(`Sending a code to ${email} failed: ${sent.status} ${sent.text}`);
    const code = this.demoCode
      ? await this.demoCode(email)
      : await this.smtp.waitForCode(email, { after: before });
    if (!code) throw new Error(`No demo code for ${email}`);
    const signedIn = await this.submitCode(email, code);
    if (signedIn.status !== 200)
      throw new Error(`Signing in ${email} failed: ${signedIn.status} ${signedIn.text}`);
    return signedIn;
  }

  /** The session as the server sees it (null when signed out). */
  async session(): Promise<{
    user: { id: string; email: string; role: string };
    session: { id: string };
  } | null> {
    const response = await this.api('GET', '/api/auth/get-session');
    if (response.status !== 200) throw new Error(`get-session answered ${response.status}: ${response.text}`);
    return response.json;
  }

  private storeCookies(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(attributeValue).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
