import type { DatabaseConnection } from './client';

const PROBE_TIMEOUT_MS = 2_000;
const REMEMBER_MS = 1_000;

/**
 * Whether the database answers `select 1` within two seconds. Probes under way are shared, and a "no" is
 * kept for a second, so that during an outage a burst of failing requests costs one probe, not one each.
 */
export function databaseReachability(connection: DatabaseConnection): () => Promise<boolean> {
  let pending: Promise<boolean> | undefined;
  let unreachableAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (Date.now() - unreachableAt < REMEMBER_MS) return false;
    pending ??= probe(connection).finally(() => (pending = undefined));
    const reachable = await pending;
    if (!reachable) unreachableAt = Date.now();
    return reachable;
  };
}

async function probe(connection: DatabaseConnection): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([connection.query('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
