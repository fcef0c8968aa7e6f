import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LIMITS } from '~/server/throttle';
import { databaseThrottleStore } from '~/server/throttle/database-store';
import { redisThrottleStore } from '~/server/throttle/redis-store';
import type { ThrottleStore } from '~/server/throttle';
import { databases } from '../support/test-database';
import {
  testServer,
  USER_EMAIL,
  type ApiResponse,
  type TestClient,
  type TestServer,
} from '../support/test-server';

/** The defaults of env.ts (the test server lowers them for the other suites). */
const DEFAULT_LIMITS = { CODE_RESEND_SECONDS: '60', CODE_SENDS_PER_HOUR: '5' };

const REDIS_URL = process.env.FOLIO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const UNUSED_BUCKET = {
  S3_BUCKET: 'unused',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_ACCESS_KEY_ID: 'unused',
  S3_SECRET_ACCESS_KEY: 'unused',
};

/** A key prefix of this test's own, removed from Redis when the test finishes. */
function redisPrefix(): string {
  const prefix = `folio-test:${randomBytes(6).toString('hex')}:`;
  onTestFinished(async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
  return prefix;
}

function expectTooManyRequests(response: ApiResponse, atMost: number) {
  expect(response.status, response.text).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMost);
  expect(response.json).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter });
}

function fromIp(client: TestClient, ip: string) {
  return {
    sendCode: (email: string) =>
      client.api(
        'POST',
        '/api/auth/email-otp/send-verification-otp',
        { email, type: 'sign-in' },
        {
          'X-Forwarded-For': ip,
        },
      ),
    submitCode: (email: string, otp: string) =>
      client.api('POST', '/api/auth/sign-in/email-otp', { email, otp }, { 'X-Forwarded-For': ip }),
  };
}

/** A 6-digit code that is not `code`. */
function wrongCode(code: string) {
  return code === '000000' ? '111111' : '000000';
}

describe.each(databases)('e-mail code throttles on $kind', ({ kind }) => {
  it('refuses a second code within a minute, with Retry-After; other addresses are unaffected', async () => {
    const server = await testServer({ database: kind, env: DEFAULT_LIMITS });
    const client = server.client();
    expect((await client.sendCode(USER_EMAIL)).status).toBe(200);
    expectTooManyRequests(await client.sendCode(USER_EMAIL), 60);
    // The address is compared case-insensitively.
    expectTooManyRequests(await client.sendCode(USER_EMAIL.toUpperCase()), 60);
    expect((await client.sendCode('someone.else@example.org')).status).toBe(200);
    // The refused request sent nothing.
    expect(server.smtp.messages.filter((message) => message.to.includes(USER_EMAIL))).toHaveLength(1);
  });

  it('caps the codes sent to one address in an hour', async () => {
    const server = await testServer({ database: kind, env: { ...DEFAULT_LIMITS, CODE_RESEND_SECONDS: '0' } });
    const client = server.client();
    for (let i = 0; i < 5; i++) expect((await client.sendCode(USER_EMAIL)).status).toBe(200);
    expectTooManyRequests(await client.sendCode(USER_EMAIL), 3600);
    expect(Number((await client.sendCode(USER_EMAIL)).headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('keeps the wrong-code budget across re-sent codes: then even the right code is refused', async () => {
    const server = await testServer({ database: kind, env: { ...DEFAULT_LIMITS, CODE_RESEND_SECONDS: '0' } });
    const client = server.client();
    let wrong = 0;
    // Three wrong tries use up a code (better-auth), a new one is asked for, and so on.
    while (wrong < LIMITS.wrongCodesPerEmail.max) {
      const before = server.smtp.messages.length;
      expect((await client.sendCode(USER_EMAIL)).status).toBe(200);
      const code = await server.smtp.waitForCode(USER_EMAIL, { after: before });
      for (let i = 0; i < 2 && wrong < LIMITS.wrongCodesPerEmail.max; i++, wrong++) {
        expect((await client.submitCode(USER_EMAIL, wrongCode(code))).status).not.toBe(200);
      }
    }
    const before = server.smtp.messages.length;
    expect((await client.sendCode(USER_EMAIL)).status).toBe(200);
    const code = await server.smtp.waitForCode(USER_EMAIL, { after: before });
    expectTooManyRequests(await client.submitCode(USER_EMAIL, code), LIMITS.wrongCodesPerEmail.windowSeconds);
    expect(await client.session()).toBeNull();
  });

  it('clears the wrong-code budget after a successful sign-in', async () => {
    const server = await testServer({ database: kind, env: { ...DEFAULT_LIMITS, CODE_RESEND_SECONDS: '0' } });
    const client = server.client();
    for (let round = 0; round < 3; round++) {
      const before = server.smtp.messages.length;
      expect((await client.sendCode(USER_EMAIL)).status).toBe(200);
      const code = await server.smtp.waitForCode(USER_EMAIL, { after: before });
      expect((await client.submitCode(USER_EMAIL, wrongCode(code))).status).not.toBe(200);
      expect((await client.submitCode(USER_EMAIL, wrongCode(code))).status).not.toBe(200);
      expect((await client.submitCode(USER_EMAIL, code)).status).toBe(200);
    }
  });

  it('limits sending per client address; another address is unaffected', async () => {
    const server = await testServer({ database: kind, env: { ...DEFAULT_LIMITS, TRUSTED_PROXY: 'true' } });
    const one = fromIp(server.client(), '203.0.113.7');
    for (let i = 0; i < LIMITS.sendPerIp.max; i++)
      expect((await one.sendCode(`reader${i}@example.org`)).status).toBe(200);
    expectTooManyRequests(await one.sendCode('one.more@example.org'), LIMITS.sendPerIp.windowSeconds);
    const other = fromIp(server.client(), '203.0.113.8');
    expect((await other.sendCode('one.more@example.org')).status).toBe(200);
  });

  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    const server = await testServer(kind);
    const client = server.client();
    for (let i = 0; i < LIMITS.sendPerIp.max; i++)
      expect((await fromIp(client, `198.51.100.${i}`).sendCode(`reader${i}@example.org`)).status).toBe(200);
    // All of them came from the socket's address, whatever the header said.
    expectTooManyRequests(await fromIp(client, '198.51.100.250').sendCode('x@example.org'), 900);
  });

  it('limits code checks per client address', async () => {
    const server = await testServer({ database: kind, env: { ...DEFAULT_LIMITS, TRUSTED_PROXY: 'true' } });
    const one = fromIp(server.client(), '203.0.113.9');
    for (let i = 0; i < LIMITS.verifyPerIp.max; i++)
      expect((await one.submitCode(`reader${i}@example.org`, '000000')).status).not.toBe(429);
    expectTooManyRequests(
      await one.submitCode('one.more@example.org', '000000'),
      LIMITS.verifyPerIp.windowSeconds,
    );
    const other = fromIp(server.client(), '203.0.113.10');
    expect((await other.submitCode('one.more@example.org', '000000')).status).not.toBe(429);
  });

  it('counts atomically under concurrent hits', async () => {
    const server = await testServer(kind);
    const store = databaseThrottleStore(server.context.connection.db);
    await expectAtomic(store);
  });
});

/**
 * A 429 that says the true wait: Retry-After within `[from, to]` seconds, and the same number in the body
 * (better-auth's `retryAfter`, an oRPC refusal's `data.retryAfter`, inside `json` over RPC).
 */
function expectWait(response: ApiResponse, from: number, to: number) {
  expect(response.status, response.text).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(from);
  expect(retryAfter).toBeLessThanOrEqual(to);
  const body = response.json?.json ?? response.json;
  expect(body.code).toBe('TOO_MANY_REQUESTS');
  expect(body.retryAfter ?? body.data?.retryAfter).toBe(retryAfter);
}

/** The subjects of the e-mails `server` sent to `email`. */
function mailTo(server: TestServer, email: string): string[] {
  return server.smtp.messages
    .filter((message) => message.to.includes(email))
    .map((message) => message.subject);
}

describe.each(databases)('codes for different purposes, on $kind', ({ kind }) => {
  it('sends the account deletion code right after the sign-in code, and that code deletes the account', async () => {
    const server = await testServer({ database: kind, env: DEFAULT_LIMITS });
    const email = 'leaving@example.org';
    const member = await server.signIn(email);
    const asked = await member.api('POST', '/api/rest/account/deletion-code');
    expect(asked.status, asked.text).toBe(200);
    expect(mailTo(server, email)).toEqual([
      expect.stringContaining('sign-in code'),
      expect.stringContaining('confirmation code'),
    ]);
    const code = await server.smtp.waitForCode(email);
    const deleted = await member.api('DELETE', '/api/rest/account', { code });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await server.countRows('user', `email = '${email}'`)).toBe(0);
  });

  it('sends an e-mail change code to an address that was sent a sign-in code a moment before', async () => {
    const server = await testServer({ database: kind, env: DEFAULT_LIMITS });
    const member = await server.signIn(USER_EMAIL);
    const target = 'new.address@example.org';
    expect((await server.client().sendCode(target)).status).toBe(200);
    const asked = await member.api('POST', '/api/auth/email-otp/request-email-change', { newEmail: target });
    expect(asked.status, asked.text).toBe(200);
    expect(mailTo(server, target)).toHaveLength(2);
  });

  it('answers a code asked for again within the minute with the true wait, over better-auth, REST and RPC', async () => {
    const server = await testServer({ database: kind, env: DEFAULT_LIMITS });
    const member = await server.signIn(USER_EMAIL);
    expectWait(await member.sendCode(USER_EMAIL), 55, 60);
    expect((await member.api('POST', '/api/rest/account/deletion-code')).status).toBe(200);
    expectWait(await member.api('POST', '/api/rest/account/deletion-code'), 55, 60);
    // What the browser's client calls: an oRPC refusal it can read, with the same wait.
    const rpc = await member.api('POST', '/api/rpc/account/requestDeletion', {});
    expectWait(rpc, 55, 60);
    expect(rpc.json.json.status).toBe(429);
    expect(mailTo(server, USER_EMAIL)).toHaveLength(2);
  });

  it('keeps one hourly budget per address across purposes, and then says the wait of the hour', async () => {
    const server = await testServer({ database: kind, env: { ...DEFAULT_LIMITS, CODE_SENDS_PER_HOUR: '2' } });
    const member = await server.signIn(USER_EMAIL);
    expect((await member.api('POST', '/api/rest/account/deletion-code')).status).toBe(200);
    // Both the sign-in interval (under a minute) and the hourly budget refuse: the wait is the longer one.
    expectWait(await server.client().sendCode(USER_EMAIL), 3500, 3600);
    expectWait(await member.api('POST', '/api/rest/account/deletion-code'), 3500, 3600);
    expect(mailTo(server, USER_EMAIL)).toHaveLength(2);

    // A sign-in code and an e-mail change code to a new address spend its budget; a third is refused.
    const target = 'wanted@example.org';
    expect((await server.client().sendCode(target)).status).toBe(200);
    const admin = await server.signIn('admin@admin.com');
    expect(
      (await admin.api('POST', '/api/auth/email-otp/request-email-change', { newEmail: target })).status,
    ).toBe(200);
    expectWait(
      await member.api('POST', '/api/auth/email-otp/request-email-change', { newEmail: target }),
      3500,
      3600,
    );
    expect(mailTo(server, target)).toHaveLength(2);
  });

  it('spends nothing on a refused code: five refused re-sends leave one code spent of the hour', async () => {
    const server = await testServer({ database: kind, env: { ...DEFAULT_LIMITS, CODE_SENDS_PER_HOUR: '2' } });
    const client = server.client();
    expect((await client.sendCode(USER_EMAIL)).status).toBe(200);
    for (let i = 0; i < 5; i++) expectWait(await client.sendCode(USER_EMAIL), 55, 60);
    const [hour] = await server.query<{ count: number }>(
      'select count from throttle_counter where key = $1',
      [`send:hour:${USER_EMAIL}`],
    );
    expect(hour?.count).toBe(1);
  });
});

describe('the Redis throttle store', () => {
  it('counts atomically under concurrent hits', async () => {
    const store = redisThrottleStore(REDIS_URL, redisPrefix());
    onTestFinished(() => store.close());
    await expectAtomic(store);
  });
});

async function expectAtomic(store: ThrottleStore) {
  const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit('concurrent', 60)));
  expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  for (const hit of hits) expect(hit.resetInSeconds).toBeLessThanOrEqual(60);
  await store.clear('concurrent');
  expect((await store.hit('concurrent', 60)).count).toBe(1);
  // A refused request's hit is taken back, in the same window, never below nothing.
  await store.release('concurrent');
  await store.release('concurrent');
  const again = await store.hit('concurrent', 60);
  expect(again.count).toBe(1);
  expect(again.resetInSeconds).toBeLessThanOrEqual(60);
  await store.release('never-hit');
  expect((await store.hit('never-hit', 60)).count).toBe(1);
}

describe('two Folio instances', () => {
  const postgres = databases.some((target) => target.kind === 'postgres');

  it.skipIf(!postgres)('share the limits through one PostgreSQL database', async () => {
    const first = await testServer({ database: 'postgres', env: DEFAULT_LIMITS });
    const second = await testServer({ database: 'postgres', sharedDatabase: first.db, env: DEFAULT_LIMITS });
    await expectSharedLimits(first.client(), second.client());
  });

  it.skipIf(!postgres)('accept on one a session created on the other', async () => {
    const first = await testServer({ database: 'postgres', env: DEFAULT_LIMITS });
    const second = await testServer({ database: 'postgres', sharedDatabase: first.db, env: DEFAULT_LIMITS });
    const onFirst = first.client();
    await onFirst.signIn('user@user.com');
    const onSecond = second.client();
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    expect((await onSecond.session())?.user.email).toBe('user@user.com');
    expect((await onSecond.api('GET', '/api/rest/genres')).status).toBe(200);
    // Signing out on the second ends the session on the first too.
    expect((await onSecond.api('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect(await onFirst.session()).toBeNull();
  });

  it('share the limits through one Redis, each on its own database', async () => {
    // Several instances keep their uploads in one bucket (env.ts refuses local uploads with REDIS_URL); no
    // upload is made here, so the bucket is never reached.
    const env = { ...DEFAULT_LIMITS, REDIS_URL, REDIS_PREFIX: redisPrefix(), ...UNUSED_BUCKET };
    const kind = postgres ? 'postgres' : 'pglite';
    const first = await testServer({ database: kind, env });
    const second = await testServer({ database: kind, env });
    expect(first.db).not.toBe(second.db);
    await expectSharedLimits(first.client(), second.client());
  });

  it.skipIf(!postgres)('share the wrong-code budget through one PostgreSQL database', async () => {
    const first = await testServer({
      database: 'postgres',
      env: { ...DEFAULT_LIMITS, CODE_RESEND_SECONDS: '0' },
    });
    const second = await testServer({
      database: 'postgres',
      sharedDatabase: first.db,
      env: { ...DEFAULT_LIMITS, CODE_RESEND_SECONDS: '0' },
    });
    const a = first.client();
    const b = second.client();
    for (let i = 0; i < LIMITS.wrongCodesPerEmail.max; i++) {
      const via = i % 2 === 0 ? a : b;
      if (i % 2 === 0) expect((await via.sendCode(USER_EMAIL)).status).toBe(200);
      expect((await via.submitCode(USER_EMAIL, '000000')).status).not.toBe(429);
    }
    expectTooManyRequests(await a.submitCode(USER_EMAIL, '000000'), LIMITS.wrongCodesPerEmail.windowSeconds);
    expectTooManyRequests(await b.submitCode(USER_EMAIL, '000000'), LIMITS.wrongCodesPerEmail.windowSeconds);
  });
});

async function expectSharedLimits(first: TestClient, second: TestClient) {
  expect((await first.sendCode(USER_EMAIL)).status).toBe(200);
  // The per-address interval reached through the first instance holds on the second.
  expectTooManyRequests(await second.sendCode(USER_EMAIL), 60);
  expectTooManyRequests(await first.sendCode(USER_EMAIL), 60);
}

describe("better-auth's own limits, in production", () => {
  const postgres = databases.some((target) => target.kind === 'postgres');
  const PRODUCTION = { ...DEFAULT_LIMITS, NODE_ENV: 'production' };

  it('never limit reading the session: 500 reads from one address in a few seconds all answer 200', async () => {
    const server = await testServer({ database: 'pglite', env: PRODUCTION });
    const member = await server.signIn(USER_EMAIL);
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => member.api('GET', '/api/auth/get-session')),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it.skipIf(!postgres)('count in the shared database, so two instances refuse together', async () => {
    // An unknown provider is the cheapest sign-in call; better-auth logs it as an error.
    const options = { database: 'postgres', env: PRODUCTION, allowServerErrors: true } as const;
    const first = await testServer(options);
    const second = await testServer({ ...options, sharedDatabase: first.db });
    const social = (client: TestClient) =>
      client.api('POST', '/api/auth/sign-in/social', { provider: 'github', callbackURL: '/app' });
    // The sign-in endpoints allow three calls in ten seconds per address, wherever they land.
    for (const client of [first.client(), second.client(), first.client()]) {
      expect((await social(client)).status).not.toBe(429);
    }
    expectTooManyRequests(await social(second.client()), 10);
  });
});

describe('a Redis that goes away (REDIS_URL)', () => {
  it('refuses sending codes with 503 while it is away, keeps sessions working, and counts again when back', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const startRedis = () =>
      spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
    let redis = startRedis();
    onTestFinished(() => void redis.kill('SIGKILL'));
    await delay(300);
    const server = await testServer({
      database: 'pglite',
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_PREFIX: redisPrefix(),
        CODE_RESEND_SECONDS: '0',
        ...UNUSED_BUCKET,
      },
      allowServerErrors: true,
    });
    const member = await server.signIn(USER_EMAIL);
    const sendCode = () =>
      server
        .client()
        .api('POST', '/api/auth/email-otp/send-verification-otp', { email: USER_EMAIL, type: 'sign-in' });

    redis.kill('SIGKILL');
    await delay(300);
    const started = Date.now();
    const refused = await sendCode();
    expect(refused.status).toBe(503);
    expect(refused.json.code).toBe('SERVICE_UNAVAILABLE');
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await member.api('GET', '/api/auth/get-session')).status).toBe(200);

    redis = startRedis();
    await expect.poll(async () => (await sendCode()).status, { timeout: 10_000, interval: 300 }).toBe(200);
  });
});
