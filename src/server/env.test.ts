import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

// Never env(): Vitest puts BASE_URL='/' into process.env. Every case builds its own record.

function parseError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

const S3 = {
  S3_BUCKET: 'covers',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('parseEnv', () => {
  it('fills in the defaults of a local start', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      BASE_URL: 'http://localhost:3000',
      PGLITE_DIR: '.data/pglite',
      DATABASE_CONNECT_TIMEOUT_MS: 5_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 10_000,
      EMAIL_FROM: 'Folio <no-reply@folio.local>',
      SIGNUP_ENABLED: true,
      DEMO_MODE: false,
      REQUIRE_ADMIN_SECOND_FACTOR: false,
      SEED_ON_START: true,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: 25_000,
      TRUSTED_PROXY: false,
      SERVER_TIMING: true,
      OTEL_SERVICE_NAME: 'folio',
      DOCS_URL: '/api/openapi/app',
      OIDC_NAME: 'OpenID',
      REDIS_PREFIX: 'folio:throttle:',
      // Codes go to the log (no EMAIL_SERVER): sending them is not limited.
      CODE_RESEND_SECONDS: 0,
      CODE_SENDS_PER_HOUR: 100_000,
      ORGANIZATIONS_PER_PERSON: 5,
      MEMBERS_PER_ORGANIZATION: 100,
      TEAMS_PER_ORGANIZATION: 10,
      INVITATIONS_PER_HOUR: 20,
      API_KEY_REQUESTS_PER_MINUTE: 120,
      JOB_RETRY_DELAY_SECONDS: 30,
      JOB_RETRY_DELAY_MAX_SECONDS: 600,
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: false,
      UPLOADS_DIR: '.data/uploads',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('limits sending codes by default only where they are mailed, outside development', () => {
    const limitsOf = (source: Record<string, string>) => {
      const { CODE_RESEND_SECONDS, CODE_SENDS_PER_HOUR } = parseEnv(source);
      return { CODE_RESEND_SECONDS, CODE_SENDS_PER_HOUR };
    };
    const mailServer = { EMAIL_SERVER: 'smtp://mail.example.com:587' };
    const limited = { CODE_RESEND_SECONDS: 60, CODE_SENDS_PER_HOUR: 5 };
    const unlimited = { CODE_RESEND_SECONDS: 0, CODE_SENDS_PER_HOUR: 100_000 };
    expect(limitsOf({ NODE_ENV: 'production', ...mailServer })).toEqual(limited);
    expect(limitsOf({ NODE_ENV: 'test', ...mailServer })).toEqual(limited);
    expect(limitsOf({ NODE_ENV: 'production' })).toEqual(unlimited);
    expect(limitsOf({ NODE_ENV: 'development', ...mailServer })).toEqual(unlimited);
    expect(
      limitsOf({ NODE_ENV: 'development', CODE_RESEND_SECONDS: '30', CODE_SENDS_PER_HOUR: '3' }),
    ).toEqual({
      CODE_RESEND_SECONDS: 30,
      CODE_SENDS_PER_HOUR: 3,
    });
  });

  it('reads REDIS_URL and the code throttle settings, and names a bad one', () => {
    const config = parseEnv({
      ...S3,
      REDIS_URL: 'redis://127.0.0.1:6379',
      CODE_RESEND_SECONDS: '0',
      CODE_SENDS_PER_HOUR: '9',
    });
    expect(config).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      CODE_RESEND_SECONDS: 0,
      CODE_SENDS_PER_HOUR: 9,
    });
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ CODE_RESEND_SECONDS: '-1' })).toThrow(/CODE_RESEND_SECONDS/);
    expect(() => parseEnv({ CODE_SENDS_PER_HOUR: '0' })).toThrow(/CODE_SENDS_PER_HOUR/);
  });

  it('reads the S3 storage settings all together or none, and refuses local uploads for several instances', () => {
    expect(parseEnv(S3)).toMatchObject({
      S3_BUCKET: 'covers',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(parseEnv({}).UPLOADS_DIR).toBe('.data/uploads');
    expect(() => parseEnv({ ...S3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      /S3_SECRET_ACCESS_KEY — required with/,
    );
    expect(() => parseEnv({ ...S3, S3_ENDPOINT: 's3.example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /S3_BUCKET — required with REDIS_URL: several instances cannot share local uploads/,
    );
  });

  it('turns sign-up off in a read-only demo', () => {
    expect(parseEnv({ DEMO_MODE: 'true', SIGNUP_ENABLED: 'true' }).SIGNUP_ENABLED).toBe(false);
    expect(parseEnv({ DEMO_MODE: 'false' }).SIGNUP_ENABLED).toBe(true);
  });

  it('derives BASE_URL from PORT when BASE_URL is not set, and keeps a given one', () => {
    expect(parseEnv({ PORT: '8080' }).BASE_URL).toBe('http://localhost:8080');
    expect(parseEnv({ PORT: '8080', BASE_URL: 'https://folio.example.com' }).BASE_URL).toBe(
      'https://folio.example.com',
    );
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ PORT: '', BASE_URL: '', DATABASE_URL: '', SIGNUP_ENABLED: '' });
    expect(env).toMatchObject({ PORT: 3000, BASE_URL: 'http://localhost:3000', SIGNUP_ENABLED: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '4000',
      HOST: '127.0.0.1',
      BASE_URL: 'https://folio.example.com',
      DATABASE_URL: 'postgresql://folio:secret@db:5432/folio',
      EMAIL_SERVER: 'smtps://user:pass@mail.example.com:465',
      AUTH_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
      TRUSTED_PROXY: 'true',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 4000,
      HOST: '127.0.0.1',
      BASE_URL: 'https://folio.example.com',
      DATABASE_URL: 'postgresql://folio:secret@db:5432/folio',
      EMAIL_SERVER: 'smtps://user:pass@mail.example.com:465',
      AUTH_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
      TRUSTED_PROXY: true,
    });
  });

  it.each(['abc', '0', '-1', '65536', '3000.5'])('refuses PORT=%j with an EnvError naming PORT', (port) => {
    expect(parseError({ PORT: port }).message).toMatch(/\bPORT\b/);
  });

  it.each(['mysql://db/folio', 'localhost:5432/folio', 'folio', 'http://db:5432/folio'])(
    'refuses DATABASE_URL=%j with an EnvError naming DATABASE_URL',
    (url) => {
      expect(parseError({ DATABASE_URL: url }).message).toMatch(/\bDATABASE_URL\b/);
    },
  );

  it.each([
    'not a url',
    '/',
    'folio.example.com',
    'localhost:3000',
    'ftp://folio.example.com',
    'javascript:alert(1)',
  ])('refuses BASE_URL=%j with an EnvError naming BASE_URL', (url) => {
    expect(parseError({ BASE_URL: url }).message).toMatch(/\bBASE_URL\b/);
  });

  it('reads SHUTDOWN_GRACE_MS in milliseconds, 0 to 10 minutes, and says what a bad one should be', () => {
    expect(parseEnv({ SHUTDOWN_GRACE_MS: '0' }).SHUTDOWN_GRACE_MS).toBe(0);
    expect(parseEnv({ SHUTDOWN_GRACE_MS: '120000' }).SHUTDOWN_GRACE_MS).toBe(120_000);
    expect(parseError({ SHUTDOWN_GRACE_MS: '30s' }).message).toBe(
      'Invalid configuration: SHUTDOWN_GRACE_MS — expected milliseconds',
    );
    expect(parseError({ SHUTDOWN_GRACE_MS: '-1' }).message).toBe(
      'Invalid configuration: SHUTDOWN_GRACE_MS — expected milliseconds, 0 or more',
    );
    expect(parseError({ SHUTDOWN_GRACE_MS: '1.5' }).message).toMatch(
      /^Invalid configuration: SHUTDOWN_GRACE_MS — /,
    );
    expect(parseError({ SHUTDOWN_GRACE_MS: '3600000' }).message).toBe(
      'Invalid configuration: SHUTDOWN_GRACE_MS — expected at most 600000 (10 minutes)',
    );
  });

  it('names the variable in other refusals too', () => {
    expect(parseError({ AUTH_SECRET: 'too short' }).message).toMatch(/\bAUTH_SECRET\b/);
    expect(parseError({ EMAIL_SERVER: 'mail.example.com' }).message).toMatch(/\bEMAIL_SERVER\b/);
    expect(parseError({ NODE_ENV: 'staging' }).message).toMatch(/\bNODE_ENV\b/);
    expect(parseError({ LOG_LEVEL: 'verbose' }).message).toMatch(/\bLOG_LEVEL\b/);
    expect(parseError({ ENV_COLOR: 'red; background: url(x)' }).message).toMatch(/\bENV_COLOR\b/);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['no', false],
    ['true', true],
    ['1', true],
    ['yes', true],
  ])('reads SIGNUP_ENABLED=%j as %s', (value, expected) => {
    expect(parseEnv({ SIGNUP_ENABLED: value }).SIGNUP_ENABLED).toBe(expected);
  });

  it('reads DEMO_MODE and TRUSTED_PROXY the same way', () => {
    expect(parseEnv({ DEMO_MODE: 'true', TRUSTED_PROXY: 'yes' })).toMatchObject({
      DEMO_MODE: true,
      TRUSTED_PROXY: true,
    });
    expect(parseEnv({ DEMO_MODE: 'false', TRUSTED_PROXY: '0' })).toMatchObject({
      DEMO_MODE: false,
      TRUSTED_PROXY: false,
    });
    expect(parseEnv({ REQUIRE_ADMIN_SECOND_FACTOR: 'true' }).REQUIRE_ADMIN_SECOND_FACTOR).toBe(true);
  });

  it('keeps webhooks off private addresses unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).WEBHOOK_ALLOW_PRIVATE_ADDRESSES).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }).WEBHOOK_ALLOW_PRIVATE_ADDRESSES).toBe(true);
    expect(parseError({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'sometimes' }).message).toMatch(
      /\bWEBHOOK_ALLOW_PRIVATE_ADDRESSES\b/,
    );
  });

  it.each(['maybe', 'False ', 'on'])('refuses SIGNUP_ENABLED=%j with an EnvError naming it', (value) => {
    expect(parseError({ SIGNUP_ENABLED: value }).message).toMatch(/\bSIGNUP_ENABLED\b/);
  });

  describe('SEED_ON_START', () => {
    const DATABASE_URL = 'postgres://folio@db:5432/folio';

    it('defaults to false only in production with DATABASE_URL', () => {
      expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL }).SEED_ON_START).toBe(false);
      expect(parseEnv({ NODE_ENV: 'production' }).SEED_ON_START).toBe(true);
      expect(parseEnv({ NODE_ENV: 'development', DATABASE_URL }).SEED_ON_START).toBe(true);
      expect(parseEnv({ NODE_ENV: 'test', DATABASE_URL }).SEED_ON_START).toBe(true);
      expect(parseEnv({}).SEED_ON_START).toBe(true);
    });

    it('follows an explicit value everywhere', () => {
      expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL, SEED_ON_START: 'true' }).SEED_ON_START).toBe(
        true,
      );
      expect(parseEnv({ NODE_ENV: 'development', SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
    });
  });

  it('sends Server-Timing in development only, unless SERVER_TIMING says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).SERVER_TIMING).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).SERVER_TIMING).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test' }).SERVER_TIMING).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', SERVER_TIMING: 'true' }).SERVER_TIMING).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development', SERVER_TIMING: 'false' }).SERVER_TIMING).toBe(false);
    expect(parseError({ SERVER_TIMING: 'sometimes' }).message).toMatch(/\bSERVER_TIMING\b/);
  });

  it('reads the collector, the service name and the metrics token, and names a bad one', () => {
    const config = parseEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
      OTEL_SERVICE_NAME: 'folio-eu',
      METRICS_TOKEN: 'a-long-enough-token-for-prometheus',
    });
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
    expect(config.OTEL_SERVICE_NAME).toBe('folio-eu');
    expect(config.METRICS_TOKEN).toBe('a-long-enough-token-for-prometheus');
    expect(parseError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' }).message).toMatch(
      /^Invalid configuration: OTEL_EXPORTER_OTLP_ENDPOINT — expected the collector URL/,
    );
    expect(parseError({ METRICS_TOKEN: 'short' }).message).toBe(
      'Invalid configuration: METRICS_TOKEN — expected at least 16 characters',
    );
  });
});
