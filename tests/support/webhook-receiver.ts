import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One delivery as a receiver got it, verified with `standardwebhooks` against every secret it knows. */
export interface ReceivedWebhook {
  /** The path it was sent to (one receiver may stand for several endpoints). */
  path: string;
  id: string;
  timestamp: string;
  /** The payload, parsed. */
  body: { type: string; timestamp: string; version: number; data: Record<string, unknown> };
  /** The raw body, as signed. */
  raw: string;
  headers: Record<string, string>;
  /** The secrets (by their index in `secrets`) whose Webhook.verify passed. */
  verifiedBy: number[];
  /** What the receiver answered it. */
  status: number;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * A real webhook receiver on a loopback port, as a customer would write one: every request is verified
 * with `new Webhook(secret).verify(body, headers)` for each secret it was given, and answered with the
 * next status of its script (200 once the script is spent) after `delayMs`. A request that no secret
 * verifies is answered 401. It can be stopped and started again on the same port (a receiver that is down).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  /** Every request, whatever its path (a redirect's target included). */
  const requests: Array<{ path: string; at: number }> = [];
  const script: number[] = [];
  const state = { delayMs: 0, secrets: [] as string[], inFlight: 0 };
  const waiters = new Set<() => void>();

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = request.url ?? '/';
    requests.push({ path, at: Date.now() });
    if (path === '/redirect') {
      response.writeHead(302, { location: '/redirect-target' }).end();
      notify();
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const verifiedBy = state.secrets.flatMap((secret, index) => {
      try {
        new Webhook(secret).verify(raw, headers);
        return [index];
      } catch {
        return [];
      }
    });
    const status = verifiedBy.length ? (script.shift() ?? 200) : 401;
    state.inFlight += 1;
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    state.inFlight -= 1;
    received.push({
      path,
      id: headers['webhook-id'] ?? '',
      timestamp: headers['webhook-timestamp'] ?? '',
      body: JSON.parse(raw || 'null'),
      raw,
      headers,
      verifiedBy,
      status,
      at: Date.now(),
    });
    response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
    notify();
  });
  const notify = () => waiters.forEach((wake) => wake());

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    port,
    origin,
    /** The URL deliveries go to. */
    url: `${origin}/hook`,
    received,
    requests,
    /** The secrets every request is verified with (the endpoint's, once it is made). */
    verifyWith(...secrets: string[]) {
      state.secrets = secrets;
    },
    /** The statuses of the next answers, in order (then 200). */
    answer(...statuses: number[]) {
      script.push(...statuses);
    },
    /** Requests being answered now (held by `delay`). */
    get inFlight() {
      return state.inFlight;
    },
    /** Waits this long before each answer. */
    delay(ms: number) {
      state.delayMs = ms;
    },
    /** The deliveries answered 2xx, in the order they arrived. */
    accepted(): ReceivedWebhook[] {
      return received.filter((delivery) => delivery.status >= 200 && delivery.status < 300);
    },
    /** Resolves once `check` holds (looked at on every request, and every 100 ms); fails after `timeoutMs`. */
    async waitFor(check: () => boolean, { timeoutMs = 20_000, what = 'the deliveries' } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline)
          throw new Error(
            `Waited ${timeoutMs} ms for ${what}; received: ${JSON.stringify(
              received.map(({ id, body, status, verifiedBy }) => ({
                id,
                type: body?.type,
                status,
                verifiedBy,
              })),
            )}`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, 100);
          waiters.add(wake);
        });
      }
    },
    /** Stops listening (connections are refused) until `start()`. */
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    async close() {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
