import type { DatabaseConnection } from '../db/client';

const HEALTH_TIMEOUT_MS = 2_000;

/** 200 when the database answers within two seconds, 503 otherwise. */
export async function checkHealth(connection: DatabaseConnection): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([connection.query('select 1'), timeout]);
    return Response.json({ status: 'ok' });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 });
  } finally {
    clearTimeout(timer);
  }
}
