import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a built folder (the component catalogue) on a free loopback port. */
export async function serveFolder(folder: string): Promise<StaticServer> {
  const root = path.resolve(folder);
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': lookup(file) ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
