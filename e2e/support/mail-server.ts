/**
 * The e2e mail catcher, started by Playwright as the first `webServer` (before Folio, which sends to it).
 *
 * - SMTP on 127.0.0.1:SMTP_PORT: Folio's EMAIL_SERVER; every message is kept in memory.
 * - HTTP on 127.0.0.1:MAIL_API_PORT, for the test workers (separate processes):
 *     GET  /health                        → 200 once both servers listen (Playwright waits for it)
 *     GET  /mark                          → { "mark": n }: how many messages arrived so far
 *     GET  /code?email=…&after=n          → { "code": "123456" } of the newest message to `email` among
 *                                           those after the first n, waiting up to 10 s (404 otherwise)
 *     POST /lock?email=…&owner=…          → waits until no other owner holds `email`, then holds it
 *     POST /unlock?email=…&owner=…        → releases it
 *
 * Addresses at refused.example.org are refused for good (550), and a message to slow.example.org is
 * answered only after SLOW_ANSWER_MS, longer than Folio's mailer waits: e2e/jobs.spec.ts makes failed and
 * running jobs with them.
 *
 * The lock exists because a new sign-in code for an address replaces the previous one: two tests
 * signing in as the same seeded account at once would invalidate each other's code. A lock expires
 * on its own after LOCK_LEASE_MS so a crashed worker cannot block the run.
 */
import { createServer, type ServerResponse } from 'node:http';
import { startSmtpCapture } from '../../tests/support/smtp-capture';
import { MAIL_API_PORT, SMTP_PORT } from './ports';

const LOCK_LEASE_MS = 30_000;
const CODE_TIMEOUT_MS = 10_000;

const SLOW_ANSWER_MS = 15_000;

const capture = await startSmtpCapture(SMTP_PORT, {
  refuses: (address) => address.endsWith('@refused.example.org'),
  delayMs: (address) => (address.endsWith('@slow.example.org') ? SLOW_ANSWER_MS : 0),
});

interface Lock {
  owner: string;
  expiresAt: number;
}
const locks = new Map<string, Lock>();
const lockWaiters = new Set<() => void>();

function releaseExpired() {
  const now = Date.now();
  for (const [email, lock] of locks) if (lock.expiresAt <= now) locks.delete(email);
}

async function acquire(email: string, owner: string) {
  for (;;) {
    releaseExpired();
    const held = locks.get(email);
    if (!held || held.owner === owner) {
      locks.set(email, { owner, expiresAt: Date.now() + LOCK_LEASE_MS });
      return;
    }
    await new Promise<void>((resolve) => {
      const wake = () => {
        lockWaiters.delete(wake);
        resolve();
      };
      lockWaiters.add(wake);
      setTimeout(wake, Math.max(10, held.expiresAt - Date.now()));
    });
  }
}

function release(email: string, owner: string) {
  if (locks.get(email)?.owner === owner) locks.delete(email);
  [...lockWaiters].forEach((wake) => wake());
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mail.invalid');
  const email = (url.searchParams.get('email') ?? '').toLowerCase();
  const owner = url.searchParams.get('owner') ?? '';
  const route = `${request.method} ${url.pathname}`;
  const handle = async () => {
    if (route === 'GET /health') return send(response, 200, { status: 'ok', smtp: capture.url });
    if (route === 'GET /mark') return send(response, 200, { mark: capture.messages.length });
    if (!email) return send(response, 400, { error: 'email is required' });
    if (route === 'GET /code') {
      const after = Number(url.searchParams.get('after') ?? 0);
      try {
        return send(response, 200, {
          code: await capture.waitForCode(email, { after, timeoutMs: CODE_TIMEOUT_MS }),
        });
      } catch (error) {
        return send(response, 404, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (route === 'GET /message') {
      const after = Number(url.searchParams.get('after') ?? 0);
      try {
        const { subject, text, html } = await capture.waitForEmail(email, {
          after,
          timeoutMs: CODE_TIMEOUT_MS,
        });
        return send(response, 200, { subject, text, html });
      } catch (error) {
        return send(response, 404, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (!owner) return send(response, 400, { error: 'owner is required' });
    if (route === 'POST /lock') {
      await acquire(email, owner);
      return send(response, 200, { locked: email });
    }
    if (route === 'POST /unlock') {
      release(email, owner);
      return send(response, 200, { unlocked: email });
    }
    return send(response, 404, { error: `no route ${route}` });
  };
  handle().catch((error: unknown) => send(response, 500, { error: String(error) }));
});

await new Promise<void>((resolve) => api.listen(MAIL_API_PORT, '127.0.0.1', resolve));
console.log(`Mail catcher: SMTP ${capture.url}, API http://127.0.0.1:${MAIL_API_PORT}`);

const stop = () => {
  api.close();
  void capture.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
