import { serviceUnavailable } from './service-unavailable';

/** 200 when the database answers within two seconds, 503 with Retry-After otherwise. */
export async function checkHealth(databaseAvailable: () => Promise<boolean>): Promise<Response> {
  if (await databaseAvailable())
    return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
  return serviceUnavailable({ status: 'unavailable' });
}
