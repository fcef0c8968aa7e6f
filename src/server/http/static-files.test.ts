import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpServer } from './node-server';
import { rawRequest } from '../../../tests/support/raw-http';

const script = 'export const books = ["Dune", "Emma", "Ulysses"];\n'.repeat(100);
const styles = 'body { color: rebeccapurple; }\n'.repeat(60);
const robots = 'User-agent: *\nDisallow:\n';
const SECRET = 'TOP SECRET: outside the client directory';

let workDir: string;
let server: HttpServer;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'folio-static-'));
  const clientDir = path.join(workDir, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(workDir, 'secret.txt'), SECRET);
  await writeFile(path.join(clientDir, 'assets', 'app-Ab12Cd.js'), script);
  await writeFile(path.join(clientDir, 'assets', 'app-Ab12Cd.js.br'), brotliCompressSync(script));
  await writeFile(path.join(clientDir, 'assets', 'app-Ab12Cd.js.gz'), gzipSync(script));
  // Only a gzip sibling: a client that accepts br must still get gzip, not a missing file.
  await writeFile(path.join(clientDir, 'assets', 'styles-Ef34.css'), styles);
  await writeFile(path.join(clientDir, 'assets', 'styles-Ef34.css.gz'), gzipSync(styles));
  await writeFile(path.join(clientDir, 'robots.txt'), robots);

  server = await startHttpServer({
    port: 0,
    host: '127.0.0.1',
    clientDir,
    trustedProxy: false,
    fetch: async (request) => new Response(`app: ${new URL(request.url).pathname}`, { status: 404 }),
  });
});

afterAll(async () => {
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves the brotli sibling when the client accepts br', async () => {
    const response = await rawRequest(server.url, '/assets/app-Ab12Cd.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
    expect(response.body.byteLength).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('falls back to gzip when br is not accepted', async () => {
    const response = await rawRequest(server.url, '/assets/app-Ab12Cd.js', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('falls back to gzip when no brotli sibling exists', async () => {
    const response = await rawRequest(server.url, '/assets/styles-Ef34.css', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(response.body).toString()).toBe(styles);
  });

  it('serves the raw file when no encoding is accepted', async () => {
    const response = await rawRequest(server.url, '/assets/app-Ab12Cd.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.body.toString()).toBe(script);
  });

  it('marks hashed assets immutable and other files as revalidate-always', async () => {
    const asset = await rawRequest(server.url, '/assets/app-Ab12Cd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robotsFile = await rawRequest(server.url, '/robots.txt');
    expect(robotsFile.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(robotsFile.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robotsFile.body.toString()).toBe(robots);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await rawRequest(server.url, '/robots.txt');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    const second = await rawRequest(server.url, '/robots.txt', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
    expect(second.body.byteLength).toBe(0);
  });

  it('gives each encoding its own ETag', async () => {
    const br = await rawRequest(server.url, '/assets/app-Ab12Cd.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    const raw = await rawRequest(server.url, '/assets/app-Ab12Cd.js');
    expect(br.headers['etag']).not.toBe(raw.headers['etag']);
  });

  it('answers HEAD with headers only', async () => {
    const response = await rawRequest(server.url, '/robots.txt', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(robots.length);
    expect(response.body.byteLength).toBe(0);
  });

  it('leaves other methods and unknown paths to the app', async () => {
    const post = await rawRequest(server.url, '/robots.txt', { method: 'POST', body: 'x' });
    expect(post.body.toString()).toBe('app: /robots.txt');
    const missing = await rawRequest(server.url, '/assets/nope.js');
    expect(missing.body.toString()).toBe('app: /assets/nope.js');
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
  ])('never serves files outside the client directory: %s', async (attempt) => {
    const response = await rawRequest(server.url, attempt);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain(SECRET);
    expect(response.body.toString()).toMatch(/^app: /);
  });

  it.each(['/robots.txt%00', '/robots.txt%00.png', '/users/a%00b', '/a%ED%A0%80', '/%E0%A4%A'])(
    'answers 404 itself for a path no file or route can have: %s',
    async (attempt) => {
      const response = await rawRequest(server.url, attempt);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe('Not Found');
    },
  );
});
