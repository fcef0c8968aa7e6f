import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageOfRequest } from '~/lib/request-language';
import { startHttpTestServer, type HttpTestServer } from '../../../tests/support/http-test-server';
import { rawRequest, type RawResponse } from '../../../tests/support/raw-http';
import { secureFetch } from '../security/secure-fetch';
import { createRenderCache } from './render-cache';

let renders = 0;

/**
 * A page that names its language and, like the router (src/router.tsx), stamps the nonce it is given
 * on its scripts: an inline one that differs per render, a shared one, and an external one.
 */
async function page(request: Request, nonce: string | undefined): Promise<Response> {
  renders++;
  const url = new URL(request.url);
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  if (url.pathname === '/login/cookie') headers.append('Set-Cookie', 'state=1');
  const status = url.pathname === '/login/missing' ? 404 : 200;
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  const body =
    `<html lang="${languageOfRequest(request)}"><head><meta property="csp-nonce" content="${nonce ?? ''}">` +
    `<script${attribute}>window.render = ${renders};\r\nwindow.ready = true</script></head><body>` +
    `${'<p>Sign in</p>'.repeat(200)}<script${attribute} src="/assets/app.js"></script>` +
    `<script${attribute}>document.currentScript.remove()</script></body></html>`;
  // Like a server that knows a HEAD needs no body.
  return new Response(request.method === 'HEAD' ? '' : body, { status, headers });
}

/** Folio's security layer in front of the page, as src/server.ts puts it. */
const app = secureFetch(page, { baseUrl: 'http://localhost' });

/** The script-src sources of a response's policy. */
function scriptSources(response: RawResponse): string[] {
  const policy = String(response.headers['content-security-policy']);
  return /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
}

/** The CSP sources of a page's inline scripts, hashed over their text as the browser parses it. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!.replaceAll('\r\n', '\n')).digest('base64')}'`,
  );
}

let server: HttpTestServer;

beforeAll(async () => {
  server = await startHttpTestServer({
    fetch: app,
    renderCache: createRenderCache({
      paths: ['/login', '/login/error', '/login/cookie', '/login/missing', '/login/short-lived'],
      query: { error: /^[a-z_]+$/ },
    }),
  });
});

afterAll(() => server?.dispose());

async function countRenders(run: () => Promise<unknown>): Promise<number> {
  const before = renders;
  await run();
  return renders - before;
}

const get = (pathname: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, pathname, { headers });

describe('the render cache', () => {
  it('renders a sign-in page once per language, with no nonce: its policy lists its inline scripts by hash', async () => {
    const [first, second, french] = [
      await get('/login', { 'accept-language': 'en' }),
      await get('/login', { 'accept-language': 'en-GB,en' }),
      await get('/login', { 'accept-language': 'fr' }),
    ];
    expect(first.body.equals(second.body)).toBe(true);
    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    // Nothing anyone could reuse: no nonce in the policy or the page.
    expect(String(first.headers['content-security-policy'])).not.toContain("'nonce-");
    expect(first.body.toString()).not.toMatch(/nonce="/);
    const inline = inlineScriptSources(first.body.toString());
    expect(inline).toHaveLength(2);
    expect(scriptSources(first)).toEqual(["'self'", ...inline]);
    expect(french.body.toString()).toContain('lang="fr"');
    expect(await countRenders(() => get('/login', { cookie: 'i18next=fr' }))).toBe(0);
    // /login sets a passkey challenge as it offers saved passkeys: the next load is still the shared page.
    expect(
      await countRenders(() =>
        get('/login', { cookie: 'i18next=fr; better-auth.passkey-challenge=abc.sig' }),
      ),
    ).toBe(0);
  });

  it('renders a page for one visitor with a nonce of its own, on every script', async () => {
    const responses = [await get('/login?redirect=%2Fapp'), await get('/login?redirect=%2Fapp')];
    const nonces = responses.map((response) => {
      const nonce = scriptSources(response).find((source) => source.startsWith("'nonce-"))!;
      expect(nonce, 'a nonce in the policy').toBeDefined();
      const value = nonce.slice("'nonce-".length, -1);
      expect(response.body.toString().match(/<script[^>]*>/g)).toEqual(
        Array(3).fill(expect.stringContaining(`nonce="${value}"`)),
      );
      return value;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keeps no page whose policy names a nonce', async () => {
    const cache = createRenderCache({ paths: ['/login'] });
    const rendered = await app(new Request('http://localhost/login'));
    expect(rendered.headers.get('content-security-policy')).toContain("'nonce-");
    await cache.store('en /login', rendered);
    expect(cache.answer('en /login', undefined)).toBeUndefined();
  });

  it('sends the cached page compressed as the client accepts it, the same page once decoded', async () => {
    const plain = await get('/login');
    const brotli = await get('/login', { 'accept-encoding': 'br' });
    const gzip = await get('/login', { 'accept-encoding': 'gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  });

  it('renders for a visitor with any other cookie (a session), and for a query it does not know', async () => {
    await get('/login');
    expect(await countRenders(() => get('/login', { cookie: '__Host-better-auth.session_token=abc' }))).toBe(
      1,
    );
    expect(await countRenders(() => get('/login', { cookie: 'i18next=en; other=1' }))).toBe(1);
    expect(await countRenders(() => get('/login?redirect=%2Fapp'))).toBe(1);
    expect(await countRenders(() => get('/login?redirect=%2Fapp'))).toBe(1);
    expect(await countRenders(() => get('/login/error?error=access_denied'))).toBe(1);
    expect(await countRenders(() => get('/login/error?error=access_denied'))).toBe(0);
    expect(await countRenders(() => get('/login/error?error=%3Cscript%3E'))).toBe(1);
  });

  it('keeps the page of a GET, not of a HEAD, and answers a HEAD from it without a body', async () => {
    const { hostname, port } = new URL(server.url);
    const head = () => fetch(`http://${hostname}:${port}/login/error?error=head_first`, { method: 'HEAD' });
    expect(await countRenders(head)).toBe(1);
    const page = await get('/login/error?error=head_first');
    expect(page.body.toString()).toContain('<p>Sign in</p>');
    const cachedHead = await head();
    expect(cachedHead.status).toBe(200);
    expect(await cachedHead.text()).toBe('');
  });

  it('keeps no page that sets a cookie or is not a 200', async () => {
    await get('/login/cookie');
    expect(await countRenders(() => get('/login/cookie'))).toBe(1);
    await get('/login/missing');
    expect(await countRenders(() => get('/login/missing'))).toBe(1);
  });
});

describe('a page past its time', () => {
  it('is rendered anew', async () => {
    const shortLived = await startHttpTestServer({
      fetch: app,
      renderCache: createRenderCache({ paths: ['/login'], maxAgeMs: 50 }),
    });
    try {
      await rawRequest(shortLived.url, '/login');
      expect(await countRenders(() => rawRequest(shortLived.url, '/login'))).toBe(0);
      await delay(80);
      expect(await countRenders(() => rawRequest(shortLived.url, '/login'))).toBe(1);
    } finally {
      await shortLived.dispose();
    }
  });
});
