import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'expected a port number' }).int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    BASE_URL: z
      .url({ protocol: /^https?$/, error: 'expected an absolute URL such as https://folio.example.com' })
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// connection URL' })
      .optional(),
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    // PostgreSQL: a request waits at most this long for a connection, and a statement runs at most this long.
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number({ error: 'expected milliseconds' })
      .int()
      .min(100)
      .max(600_000)
      .default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ error: 'expected milliseconds' })
      .int()
      .min(100)
      .max(3_600_000)
      .default(10_000),
    EMAIL_SERVER: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'expected an smtp:// or smtps:// URL' })
      .optional(),
    EMAIL_FROM: z.string().min(3).default('Folio <no-reply@folio.local>'),
    AUTH_SECRET: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
    SIGNUP_ENABLED: booleanString.default(true),
    DEMO_MODE: booleanString.default(false),
    /** /manager stays closed to an admin without a second factor until they set one up. */
    REQUIRE_ADMIN_SECOND_FACTOR: booleanString.default(false),
    SEED_ON_START: booleanString.optional(),
    ENV_NAME: z.string().max(32).optional(),
    ENV_EMOJI: z.string().max(8).optional(),
    ENV_COLOR: z
      .string()
      .regex(/^(#[0-9a-fA-F]{3,8}|[a-z]+)$/, { error: 'expected a CSS colour such as #f59e0b or orange' })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // On SIGTERM, requests in flight have this long to finish before their connections are cut: long
    // enough for an upload on a slow link, and with the database's close within Kubernetes' default 30 s.
    SHUTDOWN_GRACE_MS: z.coerce
      .number({ error: 'expected milliseconds' })
      .int({ error: 'expected a whole number of milliseconds' })
      .min(0, { error: 'expected milliseconds, 0 or more' })
      .max(600_000, { error: 'expected at most 600000 (10 minutes)' })
      .default(25_000),
    TRUSTED_PROXY: booleanString.default(false),
    // Server-Timing on pages and API answers (database statements and time, total): on in development;
    // in production only when asked, since timings tell an outsider about the data behind an answer.
    SERVER_TIMING: booleanString.optional(),
    // Traces over OTLP/HTTP to this collector (the other standard OTEL_* variables are read by the
    // OpenTelemetry SDK itself); unset, the SDK is not loaded at all (src/server/telemetry).
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'expected the collector URL such as http://otel-collector:4318' })
      .optional(),
    OTEL_SERVICE_NAME: z.string().min(1).max(100).default('folio'),
    // GET /metrics (Prometheus) answers only a request bearing this token; unset, /metrics is a 404.
    METRICS_TOKEN: z.string().min(16, { error: 'expected at least 16 characters' }).optional(),
    // Throttle counters (src/server/throttle) go to Redis when set, otherwise to the database.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'expected a redis:// or rediss:// URL' })
      .optional(),
    REDIS_PREFIX: z.string().min(1).max(64).default('folio:throttle:'),
    // How often a code may be sent to one address: by default 60 s apart and 5 an hour where codes are
    // mailed; no limit where they only go to the log or in development (see the transform below).
    CODE_RESEND_SECONDS: z.coerce
      .number({ error: 'expected a number of seconds' })
      .int()
      .min(0)
      .max(3600)
      .optional(),
    CODE_SENDS_PER_HOUR: z.coerce.number({ error: 'expected a number' }).int().min(1).max(100_000).optional(),
    // Organizations (ADR 0016): a person in this many cannot create another; how big one may grow.
    ORGANIZATIONS_PER_PERSON: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(0)
      .max(10_000)
      .default(5),
    MEMBERS_PER_ORGANIZATION: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(1)
      .max(100_000)
      .default(100),
    // At least 1: better-auth reads 0 as "no limit".
    TEAMS_PER_ORGANIZATION: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(1)
      .max(10_000)
      .default(10),
    INVITATIONS_PER_HOUR: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(1)
      .max(100_000)
      .default(20),
    // API keys (ADR 0027): the longest lifetime a person may give a key (unset: up to "no expiry"), and how
    // many requests one key may make a minute, counted across instances in the throttle store.
    API_KEY_MAX_DAYS: z.coerce.number({ error: 'expected a number of days' }).int().min(1).max(3650).optional(),
    API_KEY_REQUESTS_PER_MINUTE: z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(1)
      .max(100_000)
      .default(120),
    // Jobs (ADR 0021): an e-mail that failed waits between this and twice this before its first retry
    // (pg-boss's backoff draws it at random), the range doubling for each next one, never past the maximum.
    JOB_RETRY_DELAY_SECONDS: z.coerce
      .number({ error: 'expected a number of seconds' })
      .int()
      .min(1)
      .max(3600)
      .default(30),
    JOB_RETRY_DELAY_MAX_SECONDS: z.coerce
      .number({ error: 'expected a number of seconds' })
      .int()
      .min(1)
      .max(86_400)
      .default(600),
    DOCS_URL: z.string().min(1).default('/api/openapi/app'),
    ISSUES_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
    // Sign-in with GitHub: both set, or neither.
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    // Sign-in with any OpenID Connect provider: issuer, client id and secret all set, or none.
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/, error: 'expected the issuer URL such as https://id.example.com' })
      .optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z.string().min(1).max(40).default('OpenID'),
    // File storage (src/server/storage): local files by default; an S3-compatible bucket when S3_BUCKET is set.
    UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        error: 'expected the S3 endpoint URL such as https://s3.eu-west-1.amazonaws.com',
      })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Bucket in the path (MinIO, Garage, most self-hosted stores) rather than in the host name (AWS).
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
