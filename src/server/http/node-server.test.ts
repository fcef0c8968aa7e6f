import { Agent, request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, startHttpServer, type HttpServer } from './node-server';
import { deferred, rawRequest } from '../../../tests/support/raw-http';

let clientDir: string;
let firstChunkSeen = deferred();
let handlerAborted = deferred();

async function app(request: Request): Promise<Response> {
  const url = new URL(request.url);
  switch (url.pathname) {
    case '/ip':
      return Response.json({ ip: request.headers.get(CLIENT_IP_HEADER) });
    case '/request-id':
      return Response.json({ id: request.headers.get('x-request-id') });
    case '/cookies': {
      const headers = new Headers({ 'Content-Type': 'text/plain' });
      headers.append('Set-Cookie', 'session=abc; Path=/; HttpOnly');
      headers.append('Set-Cookie', 'theme=dark; Path=/');
      return new Response('ok', { headers });
    }
    case '/echo':
      return Response.json({ method: request.method, received: await request.json() });
    case '/stream': {
      const reader = request.body!.getReader();
      let text = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += new TextDecoder().decode(chunk.value);
        firstChunkSeen.resolve();
      }
      return Response.json(JSON.parse(text));
    }
    case '/slow':
      await delay(300);
      return new Response('slow done');
    case '/hang':
      request.signal.addEventListener('abort', () => handlerAborted.resolve());
      return new Promise<Response>(() => {});
    case '/boom':
      throw new Error('handler exploded');
    default:
      return new Response('not found', { status: 404 });
  }
}

function start(options: { trustedProxy: boolean; forceCloseAfterMs?: number }): Promise<HttpServer> {
  return startHttpServer({
    port: 0,
    host: '127.0.0.1',
    clientDir,
    fetch: app,
    onError: () => {},
    ...options,
  });
}

let direct: HttpServer;
let proxied: HttpServer;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'folio-server-'));
  direct = await start({ trustedProxy: false });
  proxied = await start({ trustedProxy: true });
});

afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
  await rm(clientDir, { recursive: true, force: true });
});

async function clientIp(server: HttpServer, headers: Record<string, string>): Promise<string> {
  const response = await rawRequest(server.url, '/ip', { headers });
  return (JSON.parse(response.body.toString()) as { ip: string }).ip;
}

describe('startHttpServer', () => {
  it('reports its URL through onListening and the return value', async () => {
    let announced = '';
    const server = await startHttpServer({
      port: 0,
      host: '127.0.0.1',
      clientDir,
      trustedProxy: false,
      fetch: app,
      onListening: (url) => (announced = url),
    });
    await server.close();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(announced).toBe(server.url);
  });

  it('shows wildcard hosts as localhost', async () => {
    const server = await startHttpServer({
      port: 0,
      host: '0.0.0.0',
      clientDir,
      trustedProxy: false,
      fetch: app,
    });
    await server.close();
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
  });
});

describe('client address', () => {
  it('uses the socket address and ignores spoofed headers without a trusted proxy', async () => {
    const ip = await clientIp(direct, {
      [CLIENT_IP_HEADER]: '6.6.6.6',
      'X-Folio-Client-IP': '6.6.6.7',
      'X-Forwarded-For': '7.7.7.7',
    });
    expect(ip).toBe('127.0.0.1');
  });

  it('uses the first X-Forwarded-For entry behind a trusted proxy, never the client header', async () => {
    const ip = await clientIp(proxied, {
      [CLIENT_IP_HEADER]: '6.6.6.6',
      'X-Forwarded-For': ' 203.0.113.7 , 10.0.0.1',
    });
    expect(ip).toBe('203.0.113.7');
  });

  it('falls back to the socket address when a trusted proxy sends no X-Forwarded-For', async () => {
    expect(await clientIp(proxied, { [CLIENT_IP_HEADER]: '6.6.6.6' })).toBe('127.0.0.1');
  });
});

describe('request and response conversion', () => {
  it('gives every request its own id, the same in the app and on the response, never the client’s', async () => {
    const first = await rawRequest(direct.url, '/request-id', { headers: { 'x-request-id': 'forged' } });
    const second = await rawRequest(direct.url, '/request-id');
    const seen = [first, second].map((response) => JSON.parse(response.body.toString()).id as string);
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]).not.toBe(seen[1]);
    expect(first.headers['x-request-id']).toBe(seen[0]);
    expect(second.headers['x-request-id']).toBe(seen[1]);
  });

  it('keeps every Set-Cookie header', async () => {
    const response = await rawRequest(direct.url, '/cookies');
    expect(response.headers['set-cookie']).toEqual(['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
  });

  it('passes a JSON body through to the handler', async () => {
    const response = await fetch(`${direct.url}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Middlemarch', pages: 880 }),
    });
    expect(await response.json()).toEqual({ method: 'POST', received: { title: 'Middlemarch', pages: 880 } });
  });

  it('streams the body: the handler sees the first chunk before the client has sent the rest', async () => {
    firstChunkSeen = deferred();
    const { hostname, port } = new URL(direct.url);
    const result = new Promise<string>((resolve, reject) => {
      const outgoing = httpRequest({ hostname, port, path: '/stream', method: 'POST' }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      });
      outgoing.on('error', reject);
      outgoing.write('{"part":');
      const timeout = delay(2000).then(() => 'timeout' as const);
      void Promise.race([firstChunkSeen.promise.then(() => 'seen' as const), timeout]).then((outcome) => {
        if (outcome === 'timeout') reject(new Error('handler did not receive the first chunk'));
        outgoing.end('1}');
      });
    });
    expect(JSON.parse(await result)).toEqual({ part: 1 });
  });

  it('aborts the request signal when the client disconnects', async () => {
    handlerAborted = deferred();
    const { hostname, port } = new URL(direct.url);
    const outgoing = httpRequest({ hostname, port, path: '/hang' });
    outgoing.on('error', () => {});
    outgoing.end();
    await delay(100);
    outgoing.destroy();
    const outcome = await Promise.race([
      handlerAborted.promise.then(() => 'aborted'),
      delay(2000, 'timeout'),
    ]);
    expect(outcome).toBe('aborted');
  });

  it('answers 500 when the handler throws', async () => {
    const response = await rawRequest(direct.url, '/boom');
    expect(response.status).toBe(500);
  });

  it('keeps a protocol-relative looking path on this host', async () => {
    const response = await rawRequest(direct.url, '//evil.example/ip');
    expect(response.status).toBe(404);
  });
});

describe('close', () => {
  it('resolves promptly while an idle keep-alive connection is open', async () => {
    const server = await start({ trustedProxy: false, forceCloseAfterMs: 10_000 });
    const agent = new Agent({ keepAlive: true });
    try {
      const first = await rawRequest(server.url, '/ip', { agent });
      expect(first.status).toBe(200);
      expect(agent.freeSockets).not.toEqual({});
      const startedAt = Date.now();
      await server.close();
      expect(Date.now() - startedAt).toBeLessThan(1000);
    } finally {
      agent.destroy();
    }
  });

  it('lets an in-flight request finish, then refuses new connections', async () => {
    const server = await start({ trustedProxy: false, forceCloseAfterMs: 10_000 });
    const agent = new Agent({ keepAlive: true });
    try {
      const slow = rawRequest(server.url, '/slow', { agent });
      await delay(50);
      const startedAt = Date.now();
      await server.close();
      expect(Date.now() - startedAt).toBeLessThan(1000);
      const response = await slow;
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe('slow done');
      await expect(rawRequest(server.url, '/ip')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      agent.destroy();
    }
  });

  it('cuts connections that outlive forceCloseAfterMs', async () => {
    const hanging = await startHttpServer({
      port: 0,
      host: '127.0.0.1',
      clientDir,
      trustedProxy: false,
      forceCloseAfterMs: 200,
      fetch: () => new Promise<Response>(() => {}),
    });
    const request = rawRequest(hanging.url, '/never').catch((error: unknown) => error);
    await delay(50);
    const startedAt = Date.now();
    await hanging.close();
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(await request).toBeInstanceOf(Error);
  });
});
