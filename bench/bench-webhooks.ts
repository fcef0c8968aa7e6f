// npm run bench:webhooks [-- --changes 1000 --endpoints 3 --rate 20]
// Webhooks under load (issue 39, 3), on the built server: PGlite, and PostgreSQL when DATABASE_URL is set.
// A receiver in this process (as a customer would write one: every request verified with standardwebhooks'
// Webhook.verify) stands for three endpoints. The admin makes 1,000 book changes through the REST API at a
// steady rate, twice: first with no endpoint (the baseline), then with the endpoints. Figures: every
// delivery made exactly once and verified; the time from a change's answer to its delivery (p50, p95,
// max); the server's CPU per delivery (its CPU with the endpoints, less the baseline's, over the
// deliveries); the changes' own request times with and without endpoints; and a probe that a change does
// not wait for its delivery: five changes while the receiver holds each answer 2 s. Exits 1 when a
// delivery is missing, repeated or unverified, or a change waited.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { BROWSER_API } from './request-headers';
import { startFolio, type BenchDatabase } from './running-folio';
import { cpuMicroseconds } from './server-load';

const { values } = parseArgs({
  options: {
    changes: { type: 'string', default: '1000' },
    endpoints: { type: 'string', default: '3' },
    rate: { type: 'string', default: '20' },
  },
});
const CHANGES = Number(values.changes);
const ENDPOINTS = Number(values.endpoints);
/** Changes a second, started on a fixed schedule whatever the answers' times. */
const RATE = Number(values.rate);
/** How long the receiver holds its answer during the probe: a change that waited would take this long. */
const PROBE_HOLD_MS = 2_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The receiver: each (endpoint, webhook-id) it got, how many times, when first, and whether verified. */
async function startReceiver() {
  const state = { secrets: [] as string[], holdMs: 0 };
  const arrivals = new Map<string, { count: number; at: number; bookId: string }>();
  let unverified = 0;
  const server = createServer(async (request, response) => {
    const raw = await body(request);
    const at = performance.now();
    const endpoint = Number(request.url?.split('/').at(-1));
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([key, value]) => [key, String(value)]),
    );
    let payload: { data: { book: { id: string } } };
    try {
      payload = new Webhook(state.secrets[endpoint]!).verify(raw, headers) as typeof payload;
    } catch {
      unverified += 1;
      response.writeHead(401).end();
      return;
    }
    const key = `${endpoint} ${headers['webhook-id']}`;
    const seen = arrivals.get(key);
    if (seen) seen.count += 1;
    else arrivals.set(key, { count: 1, at, bookId: payload.data.book.id });
    if (state.holdMs) await new Promise((resolve) => setTimeout(resolve, state.holdMs));
    response.writeHead(204).end();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (endpoint: number) => `http://127.0.0.1:${port}/hook/${endpoint}`,
    state,
    arrivals,
    unverified: () => unverified,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

interface Change {
  bookId: string;
  /** When the change's request was sent and answered (performance.now()). */
  sent: number;
  answered: number;
}

async function benchOn(database: BenchDatabase) {
  const folio = await startFolio(database, { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
  const receiver = await startReceiver();
  try {
    const cookie = await folio.signIn('admin@admin.com');
    const headers = { ...BROWSER_API, cookie, origin: folio.base, 'content-type': 'application/json' };
    const api = async (method: string, path: string, payload?: unknown) => {
      const response = await fetch(`${folio.base}/api/rest${path}`, {
        method,
        headers,
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const genres = (await api('GET', '/genres')) as unknown as Array<{ id: string }>;

    /** `count` book changes at RATE a second, each a new book; resolves with their times. */
    const makeChanges = async (label: string, count: number): Promise<Change[]> => {
      const start = performance.now();
      return Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const due = start + (index * 1000) / RATE;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
          const sent = performance.now();
          const created = await api('POST', '/books', {
            title: `Webhook bench ${label} ${index} ${Math.random().toString(36).slice(2, 8)}`,
            author: 'Bench Author',
            genreId: genres[index % genres.length]!.id,
          });
          return { bookId: String(created.id), sent, answered: performance.now() };
        }),
      );
    };
    const requestTimes = (changes: Change[]) =>
      changes.map((change) => change.answered - change.sent).sort((a, b) => a - b);

    // Warm-up, then the baseline: the same changes with no endpoint.
    console.log(`${database}: ${CHANGES} changes at ${RATE}/s with no endpoint, then with ${ENDPOINTS}`);
    await makeChanges('warm-up', 20);
    const baselineCpu = cpuMicroseconds(folio.pid);
    const baseline = await makeChanges('baseline', CHANGES);
    const baselineCpuUs = cpuMicroseconds(folio.pid) - baselineCpu;

    for (let endpoint = 0; endpoint < ENDPOINTS; endpoint++) {
      const created = await api('POST', '/webhooks', {
        url: receiver.url(endpoint),
        description: `Bench receiver ${endpoint}`,
        events: ['book.created'],
      });
      receiver.state.secrets[endpoint] = String(created.secret);
    }
    const cpuBefore = cpuMicroseconds(folio.pid);
    const withWebhooks = await makeChanges('webhooks', CHANGES);
    const expected = CHANGES * ENDPOINTS;
    const deadline = Date.now() + 15 * 60_000;
    while (receiver.arrivals.size < expected && Date.now() < deadline) {
      process.stdout.write(
        `\r${database}: ${receiver.arrivals.size} of ${expected} delivered, ${receiver.unverified()} unverified`,
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    process.stdout.write('\n');
    const cpuUs = cpuMicroseconds(folio.pid) - cpuBefore;
    // A second more, for any delivery that would come twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const answeredAt = new Map(withWebhooks.map((change) => [change.bookId, change.answered]));
    const arrivals = [...receiver.arrivals.values()];
    const lags = arrivals
      .map((arrival) => arrival.at - answeredAt.get(arrival.bookId)!)
      .filter((lag) => Number.isFinite(lag))
      .sort((a, b) => a - b);
    const delivered = arrivals.length;
    const repeated = arrivals.filter((arrival) => arrival.count > 1).length;
    const unverified = receiver.unverified();

    // The probe: the receiver holds each answer 2 s; a change that waited for its deliveries would too.
    receiver.state.holdMs = PROBE_HOLD_MS;
    const probe = requestTimes(await makeChanges('probe', 5));

    const base = requestTimes(baseline);
    const loaded = requestTimes(withWebhooks);
    return {
      database,
      delivered,
      expected,
      repeated,
      unverified,
      lags,
      cpuPerDeliveryUs: (cpuUs - baselineCpuUs) / expected,
      cpuPerChangeUs: baselineCpuUs / CHANGES,
      base,
      loaded,
      probeMax: probe.at(-1)!,
    };
  } finally {
    await receiver.close();
    await folio.stop();
  }
}

async function main() {
  const databases: BenchDatabase[] = process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
  let failed = false;
  for (const database of databases) {
    const result = await benchOn(database);
    const allOnce = result.delivered === result.expected && result.repeated === 0 && result.unverified === 0;
    const didNotWait = result.probeMax < PROBE_HOLD_MS / 2;
    failed ||= !allOnce || !didNotWait;
    console.log(
      `\nWebhooks on ${database}: ${CHANGES} book changes at ${RATE}/s, ${ENDPOINTS} endpoints (${result.expected} deliveries)`,
    );
    console.table([
      {
        figure: 'deliveries made once and verified',
        value: `${result.delivered} of ${result.expected} (${result.repeated} repeated, ${result.unverified} unverified)`,
        met: allOnce,
      },
      { figure: 'change answered → delivered, p50', value: ms(percentile(result.lags, 50)) },
      { figure: 'change answered → delivered, p95', value: ms(percentile(result.lags, 95)) },
      { figure: 'change answered → delivered, max', value: ms(result.lags.at(-1) ?? NaN) },
      { figure: 'server CPU per delivery', value: ms(result.cpuPerDeliveryUs / 1000) },
      { figure: 'server CPU per change (no endpoint)', value: ms(result.cpuPerChangeUs / 1000) },
      {
        figure: 'change request p50 / p95, no endpoint',
        value: `${ms(percentile(result.base, 50))} / ${ms(percentile(result.base, 95))}`,
      },
      {
        figure: 'change request p50 / p95, 3 endpoints',
        value: `${ms(percentile(result.loaded, 50))} / ${ms(percentile(result.loaded, 95))}`,
      },
      {
        figure: `slowest change while the receiver holds ${PROBE_HOLD_MS / 1000} s`,
        value: ms(result.probeMax),
        met: didNotWait,
      },
    ]);
  }
  if (failed) process.exit(1);
}

await main();
