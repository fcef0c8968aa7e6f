import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { mcpTools } from '~/api/mcp/tools';
import { router } from '~/api/router';
import { createApiHandler } from '~/server/api/handler';
import { createServerContext } from '~/server/context';
import type { DatabaseConnection } from '~/server/db/client';
import type { Mailer } from '~/server/email/mailer';
import { parseEnv } from '~/server/env';

const ORIGIN = 'http://localhost:3000';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50 and p95 of `runs` calls of `run`, after one warm-up call. */
export async function time(label: string, run: () => Promise<unknown>, runs: number) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export function printTimings(title: string, rows: Awaited<ReturnType<typeof time>>[]) {
  console.log(`\n${title}`);
  console.table(
    rows.map(({ label, p50, p95 }) => ({ query: label, p50: +p50.toFixed(2), p95: +p95.toFixed(2) })),
  );
}

/**
 * Folio's REST API in this process, on `connection`, signed in as the seeded admin: `get(path)` answers
 * the JSON of a GET, as a client would get it (session check, permissions, validation and all).
 */
export async function adminApi(connection: DatabaseConnection) {
  const codes: string[] = [];
  const mailer: Mailer = { send: async ({ text }) => void codes.push(/\b\d{6}\b/.exec(text)![0]) };
  const env = parseEnv({
    BASE_URL: ORIGIN,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
  });
  const server = createServerContext({
    env,
    connection,
    mailer,
    logger: pino({ level: 'silent' }),
    secret: env.AUTH_SECRET,
  });
  const handle = createApiHandler(server, router, mcpTools);
  const post = (path: string, body: unknown) =>
    handle(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify(body),
      }),
    );
  await post('/email-otp/send-verification-otp', { email: 'admin@admin.com', type: 'sign-in' });
  const signedIn = await post('/sign-in/email-otp', { email: 'admin@admin.com', otp: codes.at(-1) });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return {
    async get(path: string): Promise<unknown> {
      const response = await handle(new Request(`${ORIGIN}/api/rest${path}`, { headers: { cookie } }));
      if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
      return response.json();
    },
  };
}
