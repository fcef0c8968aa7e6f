import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    /**
     * `development`, `production` or `test`. `production` switches to JSON logs and turns on better-auth's
     * rate limits.
     * @default `development`; `npm start` sets `production` when unset
     */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Port that `npm start` (and `npm run dev`) listens on (1–65535). */
    PORT: z.coerce.number({ error: 'expected a port number' }).int().min(1).max(65535).default(3000),
    /** Interface that `npm start` listens on. */
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * Public absolute URL of the site. better-auth uses it as its base URL and refuses cookie-carrying
     * auth POSTs from any other origin. Cookies get the `Secure` flag when it starts with `https://`.
     * **Set it in production.**
     * @default `http://localhost:$PORT`
     */
    BASE_URL: z
      .url({ protocol: /^https?$/, error: 'expected an absolute URL such as https://folio.example.com' })
      .optional(),
    /**
     * A `postgres://` or `postgresql://` URL. When set, Folio uses PostgreSQL through `pg` (a pool of 10)
     * instead of PGlite.
     */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// connection URL' })
      .optional(),
    /**
     * Directory of the embedded database, or `memory://` for a database that lives in memory only. Ignored
     * when `DATABASE_URL` is set.
     */
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    // PostgreSQL: a request waits at most this long for a connection, and a statement runs at most this long.
    /** PostgreSQL: how long a request waits for a connection before it is answered 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number({ error: 'expected milliseconds' })
      .int()
      .min(100)
      .max(600_000)
      .default(5_000),
    /** PostgreSQL: the longest a statement may run (and a frozen server is given a second more); then 503. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ error: 'expected milliseconds' })
      .int()
      .min(100)
      .max(3_600_000)
      .default(10_000),
    /**
     * An `smtp://` or `smtps://` URL, used with nodemailer. When unset, e-mails (and so sign-in codes) are
     * printed to the log.
     */
    EMAIL_SERVER: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'expected an smtp:// or smtps:// URL' })
      .optional(),
    /** Sender of outgoing e-mail. */
    EMAIL_FROM: z.string().min(3).default('Folio <no-reply@folio.local>'),
    /**
     * Signs the session cookies (at least 32 characters). When unset, Folio generates a random secret once
     * and saves it in `.data/auth-secret` (mode 600). It logs a warning that names the file (not the
     * secret), and later starts reuse the same secret. **Required when `NODE_ENV=production` and
     * `DATABASE_URL` are both set.** Without it the start stops with `Invalid configuration: AUTH_SECRET —
     * required in production with DATABASE_URL (32+ characters)`.
     * @default unset; generated locally
     */
    AUTH_SECRET: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
    /**
     * When `false`, only e-mail addresses that already exist in the database can get a code. Other people
     * are sent to `/login/error?error=signup_disabled`.
     */
    SIGNUP_ENABLED: booleanString.default(true),
    /**
     * Read-only demo. The server refuses every change (API procedures that are not `GET`, and auth
     * endpoints other than sending a code, signing in and out) with 403 `DEMO_MODE`, and the UI opens a
     * notice. Sign-up is off and no e-mail is sent: visitors sign in as `admin@admin.com` or
     * `user@user.com`, and **the code page shows the code for those two accounts**. That is the trade-off
     * of a public demo (anyone can sign in as them, but nobody can change anything); never turn it on for
     * real data.
     */
    DEMO_MODE: booleanString.default(false),
    /**
     * When `true`, `/manager` stays closed to an admin without a second factor (an authenticator app)
     * until they set one up on a page they cannot skip. Off by default (the demo); advised in production.
     * See [Second factor](authentication.md#second-factor).
     */
    REQUIRE_ADMIN_SECOND_FACTOR: booleanString.default(false),
    /**
     * Fills an **empty** database (one with no users) with the demo accounts, 10 genres and a catalogue of
     * classic books. A database that already has users is never touched.
     * @default `true`, except `false` when `NODE_ENV=production` and `DATABASE_URL` is set
     */
    SEED_ON_START: booleanString.optional(),
    /**
     * Environment name (at most 32 characters), e.g. `staging`. When set, a thin coloured banner names the
     * environment on every page, and the product title (page title, `apple-mobile-web-app-title`, web
     * manifest) gets a prefix: `ENV_EMOJI`, or `[NAME]` without one.
     */
    ENV_NAME: z.string().max(32).optional(),
    /** Emoji of the environment banner and title prefix (at most 8 characters). */
    ENV_EMOJI: z.string().max(8).optional(),
    /** Banner colour, a CSS colour (`#f59e0b` or `orange`). */
    ENV_COLOR: z
      .string()
      .regex(/^(#[0-9a-fA-F]{3,8}|[a-z]+)$/, { error: 'expected a CSS colour such as #f59e0b or orange' })
      .optional(),
    /** `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // On SIGTERM, requests in flight have this long to finish before their connections are cut: long
    // enough for an upload on a slow link, and with the database's close within Kubernetes' default 30 s.
    /**
     * On `SIGTERM`, how long requests in flight may take to finish (0–600000 ms) before their connections
     * are cut and the process closes the database and exits (see [Running on
     * PostgreSQL](deploying.md#running-on-postgresql)).
     * @default `25000` (25 s)
     */
    SHUTDOWN_GRACE_MS: z.coerce
      .number({ error: 'expected milliseconds' })
      .int({ error: 'expected a whole number of milliseconds' })
      .min(0, { error: 'expected milliseconds, 0 or more' })
      .max(600_000, { error: 'expected at most 600000 (10 minutes)' })
      .default(25_000),
    /**
     * When `false`, the client address is the TCP peer and `X-Forwarded-For` and `X-Forwarded-Proto` are
     * ignored. When `true`, the client address is the **first** `X-Forwarded-For` entry and the protocol
     * comes from `X-Forwarded-Proto`. Enable it only when every request passes through your own proxy
     * **and that proxy overwrites** `X-Forwarded-For` (nginx: `proxy_set_header X-Forwarded-For
     * $remote_addr;`). A proxy that appends to the header lets clients pick their own address. The client
     * address is used as the rate-limit key and is recorded on sessions.
     */
    TRUSTED_PROXY: booleanString.default(false),
    // Server-Timing on pages and API answers (database statements and time, total): on in development;
    // in production only when asked, since timings tell an outsider about the data behind an answer.
    /**
     * When `true`, every page and API answer carries `Server-Timing: db;dur=<ms>;desc="<N> statements",
     * auth;dur=<ms>, render;dur=<ms>, total;dur=<ms>`: the database statements its request sent and their
     * summed time, the session lookup, a page's render until its headers (0 for an API answer) and the
     * time until the answer's headers. Off by default in production, where timings would tell outsiders
     * about the data behind an answer; turn it on to measure (`npm run bench:server` does).
     * @default `true` in development, else `false`
     */
    SERVER_TIMING: booleanString.optional(),
    // Traces over OTLP/HTTP to this collector (the other standard OTEL_* variables are read by the
    // OpenTelemetry SDK itself); unset, the SDK is not loaded at all (src/server/telemetry).
    /**
     * An OpenTelemetry collector's OTLP/HTTP URL (`http://otel-collector:4318`). When set, every request
     * is a trace (see [Operating Folio](operating.md)); the other standard `OTEL_*` variables apply. When
     * unset, the OpenTelemetry SDK is not loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'expected the collector URL such as http://otel-collector:4318' })
      .optional(),
    /** The traces' `service.name`. */
    OTEL_SERVICE_NAME: z.string().min(1).max(100).default('folio'),
    // GET /metrics (Prometheus) answers only a request bearing this token; unset, /metrics is a 404.
    /**
     * At least 16 characters. When set, `GET /metrics` answers Prometheus with `Authorization: Bearer
     * <METRICS_TOKEN>` (401 without it); when unset, `/metrics` is a 404 and nothing is counted.
     */
    METRICS_TOKEN: z.string().min(16, { error: 'expected at least 16 characters' }).optional(),
    // Throttle counters (src/server/throttle) go to Redis when set, otherwise to the database.
    /**
     * A `redis://` or `rediss://` URL. When set, the sign-in throttle counters (see [Security
     * defaults](security.md)) are kept in Redis; otherwise in the database's `throttle_counter` table.
     * Either way they are shared by every instance on the same database or Redis.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'expected a redis:// or rediss:// URL' })
      .optional(),
    /** Prefix of the throttle keys in Redis (1–64 characters), so several deployments can share one Redis. */
    REDIS_PREFIX: z.string().min(1).max(64).default('folio:throttle:'),
    // How often a code may be sent to one address: by default 60 s apart and 5 an hour where codes are
    // mailed; no limit where they only go to the log or in development (see the transform below).
    /**
     * Minimum time between two codes for the same purpose (sign-in, account deletion, e-mail change) sent
     * to one e-mail address (0–3600; `0` turns the interval off).
     * @default `60` with `EMAIL_SERVER` outside development; else `0`
     */
    CODE_RESEND_SECONDS: z.coerce
      .number({ error: 'expected a number of seconds' })
      .int()
      .min(0)
      .max(3600)
      .optional(),
    /**
     * Most codes sent to one e-mail address in an hour, whatever their purpose.
     * @default `5` with `EMAIL_SERVER` outside development; else `100000`
     */
    CODE_SENDS_PER_HOUR: z.coerce.number({ error: 'expected a number' }).int().min(1).max(100_000).optional(),
    // Organizations (ADR 0016): a person in this many cannot create another; how big one may grow.
    /**
     * A person already in this many organizations cannot create another
     * (`YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS`); invitations still let them join more.
     */
    ORGANIZATIONS_PER_PERSON: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(0)
      .max(10_000)
      .default(5),
    /** Most members of one organization (`ORGANIZATION_MEMBERSHIP_LIMIT_REACHED` past it). */
    MEMBERS_PER_ORGANIZATION: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(1)
      .max(100_000)
      .default(100),
    // At least 1: better-auth reads 0 as "no limit".
    /** Most teams in one organization (`YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS` past it). */
    TEAMS_PER_ORGANIZATION: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(1)
      .max(10_000)
      .default(10),
    /**
     * Most invitation e-mails one person sends in an hour (and from each organization, each invited
     * address gets `CODE_RESEND_SECONDS` and `CODE_SENDS_PER_HOUR`).
     */
    INVITATIONS_PER_HOUR: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(1)
      .max(100_000)
      .default(20),
    // API keys (ADR 0027): the longest lifetime a person may give a key (unset: up to "no expiry"), and how
    // many requests one key may make a minute, counted across instances in the throttle store.
    /**
     * The longest an API key may last, in days (1–3650). Unset, a person may choose 30 days, 90 days, a
     * year or no expiry; set, only the lifetimes within it are offered and accepted.
     */
    API_KEY_MAX_DAYS: z.coerce
      .number({ error: 'expected a number of days' })
      .int()
      .min(1)
      .max(3650)
      .optional(),
    /**
     * Requests one API key may make a minute, counted across instances in the throttle store (Redis or the
     * database); over it, 429 with the true `Retry-After`.
     */
    API_KEY_REQUESTS_PER_MINUTE: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(1)
      .max(100_000)
      .default(120),
    // Jobs (ADR 0021): an e-mail that failed waits between this and twice this before its first retry
    // (pg-boss's backoff draws it at random), the range doubling for each next one, never past the maximum.
    /**
     * An e-mail job (an invitation or a notice) that failed waits at random between this many seconds and
     * twice as many (1–3600) before its second try, and each next wait doubles: 30–60 s, 1–2 min, 2–4 min,
     * 4–8 min by default, five tries in all (see [Jobs](jobs.md)). A webhook delivery's waits double from
     * it too, without the maximum: twelve tries over about a day.
     */
    JOB_RETRY_DELAY_SECONDS: z.coerce
      .number({ error: 'expected a number of seconds' })
      .int()
      .min(1)
      .max(3600)
      .default(30),
    /** The longest wait between two tries of an e-mail (1–86400 s). */
    JOB_RETRY_DELAY_MAX_SECONDS: z.coerce
      .number({ error: 'expected a number of seconds' })
      .int()
      .min(1)
      .max(86_400)
      .default(600),
    /**
     * Webhooks (ADR 0029) go only to https:// URLs in production, and never to an address that is
     * loopback, private, link-local, CGNAT or the cloud metadata range. True lifts both, for development
     * and tests with a receiver on this machine. Never set it in production.
     */
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanString.default(false),
    /** The "documentation" link of the welcome page. */
    DOCS_URL: z.string().min(1).default('/api/openapi/app'),
    /** The "open issues" link of the welcome page (hidden when unset), an http(s) URL. */
    ISSUES_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
    // Sign-in with GitHub: both set, or neither.
    /**
     * With `GITHUB_CLIENT_SECRET`, adds a “Continue with GitHub” button to the login page. Register a
     * GitHub OAuth app whose callback URL is `$BASE_URL/api/auth/callback/github`. Both variables are set,
     * or neither.
     */
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    /** The GitHub OAuth app's client secret. */
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    // Sign-in with any OpenID Connect provider: issuer, client id and secret all set, or none.
    /**
     * Issuer URL of any OpenID Connect provider (Keycloak, Authentik, Google, Entra ID…); Folio reads
     * `$OIDC_ISSUER/.well-known/openid-configuration` when it starts. With `OIDC_CLIENT_ID` and
     * `OIDC_CLIENT_SECRET` (all three, or none), adds a button to the login page. The client's redirect
     * URI is `$BASE_URL/api/auth/callback/oidc`; scopes `openid email profile`, PKCE.
     */
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/, error: 'expected the issuer URL such as https://id.example.com' })
      .optional(),
    /** Client id at the OpenID Connect provider. */
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    /** Client secret at the OpenID Connect provider. */
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** Name on the login button (“Continue with …”) and on the account page, at most 40 characters. */
    OIDC_NAME: z.string().min(1).max(40).default('OpenID'),
    // File storage (src/server/storage): local files by default; an S3-compatible bucket when S3_BUCKET is set.
    /** Directory of uploaded images when no S3 bucket is set (see [File storage](files-and-storage.md)). */
    UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
    /**
     * With `S3_ENDPOINT`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` (all four or none), uploaded
     * images go to this S3-compatible bucket. Required when `REDIS_URL` is set: several instances cannot
     * share one machine's files.
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /**
     * The store's URL: `https://s3.<region>.amazonaws.com`, `http://minio:9000`… (a store with presigned
     * POST uploads: AWS S3, MinIO, Garage, Ceph; Cloudflare R2 has none)
     */
    S3_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        error: 'expected the S3 endpoint URL such as https://s3.eu-west-1.amazonaws.com',
      })
      .optional(),
    /** The bucket's region. */
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Access key that may put, get, list and delete objects in the bucket. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    /** Its secret. */
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Bucket in the path (MinIO, Garage, most self-hosted stores) rather than in the host name (AWS).
    /** `true` puts the bucket in the path (`http://minio:9000/bucket`), as MinIO and Garage need. */
    S3_FORCE_PATH_STYLE: booleanString.default(false),
  })
  .superRefine((env, ctx) => {
    const groups = [
      ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
      ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
      ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ] as const;
    for (const group of groups) {
      const missing = group.filter((name) => !env[name]);
      if (missing.length > 0 && missing.length < group.length)
        ctx.addIssue({ code: 'custom', path: [missing[0]!], message: `required with ${group.join(', ')}` });
    }
    // Redis is how several instances share state; files on one instance's disk cannot be shared.
    if (env.REDIS_URL && !env.S3_BUCKET)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          'required with REDIS_URL: several instances cannot share local uploads; set the S3_* variables',
      });
  })
  .transform((env) => ({
    ...env,
    BASE_URL: env.BASE_URL ?? `http://localhost:${env.PORT}`,
    // A read-only demo never creates accounts.
    SIGNUP_ENABLED: env.SIGNUP_ENABLED && !env.DEMO_MODE,
    // A production database is never filled with demo accounts unless asked to.
    SEED_ON_START: env.SEED_ON_START ?? !(env.NODE_ENV === 'production' && env.DATABASE_URL),
    SERVER_TIMING: env.SERVER_TIMING ?? env.NODE_ENV === 'development',
    ...codeSendingLimits(env),
  }));

/**
 * The limits on sending codes guard people's mailboxes (e-mail bombing), so they hold by default where
 * codes are mailed. Where codes only go to the server's log, or in development, they would only stand in
 * the developer's way: then no limit unless set. The wrong-code limits hold everywhere.
 */
function codeSendingLimits(env: {
  NODE_ENV: string;
  EMAIL_SERVER?: string;
  CODE_RESEND_SECONDS?: number;
  CODE_SENDS_PER_HOUR?: number;
}) {
  const mailed = Boolean(env.EMAIL_SERVER) && env.NODE_ENV !== 'development';
  return {
    CODE_RESEND_SECONDS: env.CODE_RESEND_SECONDS ?? (mailed ? 60 : 0),
    CODE_SENDS_PER_HOUR: env.CODE_SENDS_PER_HOUR ?? (mailed ? 5 : 100_000),
  };
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses a set of variables; the error names the first bad variable and what it expects. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new EnvError(`Invalid configuration: ${name} — ${issue.message}`);
}

let current: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}
