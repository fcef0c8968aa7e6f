import type { ServerContext } from '../context';
import { serviceUnavailable } from './service-unavailable';

const NO_STORE = { 'cache-control': 'no-store' };
/** The longest a readiness check waits for one dependency. */
const CHECK_TIMEOUT_MS = 2_000;

/** 200 when the database answers within two seconds, 503 with Retry-After otherwise. */
export async function checkHealth(databaseAvailable: () => Promise<boolean>): Promise<Response> {
  if (await databaseAvailable()) return Response.json({ status: 'ok' }, { headers: NO_STORE });
  return serviceUnavailable({ status: 'unavailable' });
}

/** The process answers: nothing else is asked (a restart would not mend a dependency). */
export function liveness(): Response {
  return Response.json({ status: 'ok' }, { headers: NO_STORE });
}

export interface DependencyCheck {
  status: 'up' | 'down';
  latencyMs: number;
  /** Whether the instance cannot serve without it (then `down` makes the whole answer a 503). */
  required: boolean;
}

/**
 * Whether this instance can serve: the database, Redis (with REDIS_URL), the mail server (with
 * EMAIL_SERVER) and the file storage, each checked at once with its status and latency. 503 when a
 * required one is down. The mail server is not required: without it only the e-mails wait, and
 * taking every instance out of the balancer would stop everything else too. No address or error
 * text in the body: it is answered to anyone.
 */
export async function readiness(server: ServerContext): Promise<Response> {
  const probes: Record<string, Probe | undefined> = {
    database: { required: true, probe: () => server.connection.query('select 1') },
    redis: server.throttles.ping && { required: true, probe: server.throttles.ping },
    email: server.mailer.verify && { required: false, probe: server.mailer.verify },
    // A key no one writes: "missing" is an answer; an unreachable bucket or folder throws.
    storage: { required: true, probe: () => server.uploads.storage.size('health/ready') },
  };
  const entries = await Promise.all(
    Object.entries(probes)
      .filter((entry): entry is [string, Probe] => entry[1] !== undefined)
      .map(async ([name, { required, probe }]) => [name, await timedCheck(probe, required)] as const),
  );
  const checks = Object.fromEntries(entries);
  const ready = entries.every(([, check]) => check.status === 'up' || !check.required);
  const body = { status: ready ? 'ok' : 'unavailable', checks };
  return ready ? Response.json(body, { headers: NO_STORE }) : serviceUnavailable(body);
}

interface Probe {
  required: boolean;
  probe: () => Promise<unknown>;
}

async function timedCheck(probe: () => Promise<unknown>, required: boolean): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  const status = await Promise.race([probe(), timeout]).then(
    () => 'up' as const,
    () => 'down' as const,
  );
  clearTimeout(timer);
  return { status, latencyMs: Math.round(performance.now() - started), required };
}
