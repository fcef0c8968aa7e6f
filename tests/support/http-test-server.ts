import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHttpServer, type HttpServer, type HttpServerOptions } from '~/server/http/node-server';

export interface HttpTestServer extends HttpServer {
  /** Closes the server and removes its (empty) client directory. */
  dispose(): Promise<void>;
}

/** Folio's HTTP server in front of `fetch` on a free loopback port, with no static files to serve. */
export async function startHttpTestServer(
  options: Pick<HttpServerOptions, 'fetch'> & Partial<HttpServerOptions>,
): Promise<HttpTestServer> {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'folio-http-'));
  const server = await startHttpServer({
    port: 0,
    host: '127.0.0.1',
    clientDir,
    trustedProxy: false,
    onError: () => {},
    ...options,
  });
  return {
    ...server,
    async dispose() {
      await server.close();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}
