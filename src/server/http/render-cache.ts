import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse as parseCookie } from 'cookie';
import { LANGUAGE_COOKIE } from '~/lib/languages';
import { PASSKEY_CHALLENGE_COOKIE } from '../passkeys/relying-party';
import { languageOf } from '~/lib/request-language';
import { preferredCoding, type ContentCoding } from './accept-encoding';

/** A page as it was rendered once, with the compressed copies made from it on demand. */
interface CachedPage {
  renderedAt: number;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  encoded: Partial<Record<ContentCoding, Buffer>>;
}

export interface RenderCacheOptions {
  /** The paths whose page is the same for every anonymous visitor who speaks the same language. */
  paths: readonly string[];
  /** The query parameters those pages may carry, with the values that are cached (others render). */
  query?: Readonly<Record<string, RegExp>>;
  /** The most pages kept; the least recently used goes first. */
  maxEntries?: number;
  /**
   * How long a page is served before it is rendered anew (10 s): its data (when it was fetched) stays
   * recent, and a page never outlives a change by more than that.
   */
  maxAgeMs?: number;
}

export interface CachedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface RenderCache {
  /** The key a request's page is cached under, or undefined when it must be rendered for it alone. */
  keyOf(request: IncomingMessage, url: URL): string | undefined;
  /** The cached page for `key`, compressed as the client accepts it. */
  answer(key: string, acceptEncoding: string | undefined): CachedAnswer | undefined;
  /**
   * Keeps a rendered page when it is cacheable; hands back a response to send in its place. The page
   * must have been rendered for sharing (`shared` in node-server.ts): one whose policy names a nonce
   * is sent but not kept, since a nonce everyone can read protects nothing.
   */
  store(key: string, response: Response): Promise<Response>;
}

/** A cookie that does not make a page the visitor's own: the language, a passkey ceremony's challenge. */
function sharedPageCookie(name: string): boolean {
  return name === LANGUAGE_COOKIE || name.endsWith(`.${PASSKEY_CHALLENGE_COOKIE}`);
}

/**
 * Pages that are the same for every anonymous visitor of a language (the sign-in pages) rendered once
 * and served from memory: what varies per request (the request id) is added by the HTTP server. They
 * carry no CSP nonce: their policy allows their inline scripts by hash (secure-fetch.ts), so the bytes
 * and their compressed copies are the same for everyone.
 */
export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const paths = new Set(options.paths);
  const query = options.query ?? {};
  const maxEntries = options.maxEntries ?? 64;
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const pages = new Map<string, CachedPage>();

  return {
    keyOf(request, url) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      if (!paths.has(url.pathname)) return undefined;
      const cookie = request.headers.cookie;
      // Any cookie but the language's and a passkey challenge's (set by /login itself as it offers saved
      // passkeys) may be a session, or the start of one: that page is theirs alone.
      if (cookie && Object.keys(parseCookie(cookie)).some((name) => !sharedPageCookie(name)))
        return undefined;
      for (const [name, value] of url.searchParams) {
        if (!query[name]?.test(value)) return undefined;
      }
      const language = languageOf({ cookie, acceptLanguage: request.headers['accept-language'] });
      return `${language} ${url.pathname}${url.search}`;
    },

    answer(key, acceptEncoding) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (Date.now() - page.renderedAt > maxAgeMs) {
        pages.delete(key);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      pages.delete(key);
      pages.set(key, page);
      const coding = preferredCoding(acceptEncoding);
      if (!coding) return { status: page.status, headers: page.headers, body: page.body };
      page.encoded[coding] ??= compress(page.body, coding);
      return {
        status: page.status,
        headers: { ...page.headers, 'content-encoding': coding },
        body: page.encoded[coding],
      };
    },

    async store(key, response) {
      if (
        response.status !== 200 ||
        response.headers.has('set-cookie') ||
        !response.headers.get('content-type')?.startsWith('text/html') ||
        response.headers.get('content-security-policy')?.includes("'nonce-") ||
        !response.body
      )
        return response;
      const body = Buffer.from(await response.arrayBuffer());
      const headers: OutgoingHttpHeaders = { vary: 'Accept-Encoding' };
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'vary') headers[name] = value;
      });
      pages.set(key, { renderedAt: Date.now(), status: response.status, headers, body, encoded: {} });
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
      return new Response(body, { status: response.status, headers: response.headers });
    },
  };
}

/**
 * Compressed once per page and coding, on the request that first asks for it, so without stalling the
 * server: brotli 5 takes 0.4 ms for the sign-in page, where its highest level (11) takes 17 ms for 10 %
 * fewer bytes. gzip's highest level takes 0.2 ms.
 */
function compress(body: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}
