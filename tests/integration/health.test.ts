import { describe, expect, it } from 'vitest';
import { databases } from '../support/test-database';
import { testServer } from '../support/test-server';

describe.each(databases)('GET /api/health on $kind', ({ kind }) => {
  it('answers 200 {status: "ok"} while the database answers', async () => {
    const server = await testServer(kind);
    const response = await server.client().api('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
  });

  it('answers 503 once the database connection is closed', async () => {
    const server = await testServer(kind);
    const client = server.client();
    expect((await client.api('GET', '/api/health')).status).toBe(200);

    await server.db.connection.close();

    const response = await client.api('GET', '/api/health');
    expect(response.status).toBe(503);
    expect(response.json).toEqual({ status: 'unavailable' });
  });
});
