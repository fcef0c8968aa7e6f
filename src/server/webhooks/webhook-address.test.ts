import { once } from 'node:events';
import http from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressNotAllowedError, isPublicAddress, publicOnlyLookup, type Resolve } from './webhook-address';
import { postWebhook, urlRefusal } from './webhook-request';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '169.254.10.1',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::7',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'ff02::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:93.184.216.34',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/** A resolver that answers each name from a table, as dns.lookup with `all: true` would. */
function resolverOf(table: Record<string, string[]>, asked: string[] = []): Resolve {
  return (hostname, _options, callback) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
}

function lookupWith(resolve: Resolve, hostname: string, all: boolean) {
  return new Promise<{ error: Error | null; address: unknown }>((done) =>
    publicOnlyLookup(resolve)(hostname, { all }, (error, address) => done({ error, address })),
  );
}

describe('publicOnlyLookup', () => {
  it('connects to a name that resolves to public addresses only', async () => {
    const resolve = resolverOf({ 'hooks.example.com': ['93.184.216.34', '2606:4700::1111'] });
    expect(await lookupWith(resolve, 'hooks.example.com', false)).toEqual({
      error: null,
      address: '93.184.216.34',
    });
    expect((await lookupWith(resolve, 'hooks.example.com', true)).address).toHaveLength(2);
  });

  it('refuses a name that resolves to a private address, even beside a public one', async () => {
    const resolve = resolverOf({
      'rebind.example.com': ['10.0.0.5'],
      'mixed.example.com': ['93.184.216.34', '169.254.169.254'],
    });
    for (const name of ['rebind.example.com', 'mixed.example.com']) {
      const { error } = await lookupWith(resolve, name, false);
      expect(error, name).toBeInstanceOf(AddressNotAllowedError);
    }
  });
});

describe('urlRefusal', () => {
  const production = { allowHttp: false, allowPrivateAddresses: false };
  it('asks for https in production, and refuses an address written in the URL', () => {
    expect(urlRefusal(new URL('http://hooks.example.com/'), production)).toBe('https-required');
    expect(urlRefusal(new URL('https://hooks.example.com/'), production)).toBeUndefined();
    expect(urlRefusal(new URL('https://10.0.0.1/'), production)).toBe('address-not-allowed');
    expect(urlRefusal(new URL('https://[::1]/'), production)).toBe('address-not-allowed');
    expect(
      urlRefusal(new URL('http://hooks.example.com/'), { ...production, allowHttp: true }),
    ).toBeUndefined();
    expect(
      urlRefusal(new URL('http://127.0.0.1:8080/'), { allowHttp: true, allowPrivateAddresses: true }),
    ).toBeUndefined();
  });
});

describe('postWebhook', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  async function listen(handler: http.RequestListener) {
    const server = http.createServer(handler);
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  }

  const request = { headers: { 'content-type': 'application/json' }, body: '{"type":"webhook.test"}' };

  it('refuses at connect time a name that resolves to this machine, without sending anything', async () => {
    let hits = 0;
    const port = await listen((_, response) => {
      hits += 1;
      response.end();
    });
    const asked: string[] = [];
    const outcome = await postWebhook({
      ...request,
      url: `http://rebound.example.com:${port}/hook`,
      policy: { allowHttp: true, allowPrivateAddresses: false },
      resolve: resolverOf({ 'rebound.example.com': ['127.0.0.1'] }, asked),
    });
    expect(outcome).toMatchObject({ statusCode: null, error: 'address-not-allowed', response: null });
    expect(asked).toEqual(['rebound.example.com']);
    expect(hits).toBe(0);
  });

  it('reads at most 1 MB of an answer and keeps its first KB', async () => {
    const port = await listen((_, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'x'.repeat(64 * 1024);
      // 8 MB offered; the reader stops after 1 MB.
      let sent = 0;
      const write = () => {
        while (sent < 128 && response.write(chunk)) sent += 1;
        if (sent < 128) response.once('drain', write);
        else response.end();
      };
      write();
    });
    const outcome = await postWebhook({
      ...request,
      url: `http://127.0.0.1:${port}/hook`,
      policy: { allowHttp: true, allowPrivateAddresses: true },
    });
    expect(outcome.statusCode).toBe(200);
    expect(outcome.response).toBe('x'.repeat(1024));
  });

  it('follows no redirect, and gives up on a receiver that does not answer in time', async () => {
    const port = await listen((incoming, response) => {
      if (incoming.url === '/moved') response.writeHead(301, { location: '/hook' }).end();
      // /silent never answers.
    });
    const policy = { allowHttp: true, allowPrivateAddresses: true };
    const moved = await postWebhook({ ...request, url: `http://127.0.0.1:${port}/moved`, policy });
    expect(moved).toMatchObject({ statusCode: 301, error: null });
    const silent = await postWebhook({
      ...request,
      url: `http://127.0.0.1:${port}/silent`,
      policy,
      timeoutMs: 300,
    });
    expect(silent).toMatchObject({ statusCode: null, error: 'timeout' });
    expect(silent.durationMs).toBeGreaterThanOrEqual(290);
  });
});
