import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { requestUrl, toWebRequest } from './node-request';
import { sendWebResponse } from './node-response';
import { ALLOWED_METHODS, isAllowedMethod, maxBodyBytesFor, wellFormedUrl } from './request-limits';
import type { RenderCache } from './render-cache';
import { serveStaticFile } from './static-files';
import { countRenderCache } from '../telemetry/metrics';

export { CLIENT_IP_HEADER } from './client-ip';

export interface FetchOptions {
  /**
   * The answer will be kept by the render cache and sent to every anonymous visitor of a language:
   * it must carry nothing of this request alone, such as a CSP nonce.
   */
  shared: boolean;
}

export interface HttpServerOptions {
  port: number;
  host: string;
  fetch: (request: Request, options: FetchOptions) => Promise<Response>;
  /** Directory of built client files, served before `fetch` is consulted. */
  clientDir: string;
  /** Whether `X-Forwarded-For` / `X-Forwarded-Proto` come from a proxy we control. */
  trustedProxy: boolean;
  onListening?(url: string): void;
  /** Called when `fetch` throws or a response cannot be written; defaults to console.error. */
  onError?(error: unknown): void;
  /** How long `close()` waits for in-flight requests before cutting connections (3 s by default). */
  forceCloseAfterMs?: number;
  /** Called when `close()` cuts the connections still open after `forceCloseAfterMs`. */
  onForceClose?(): void;
  /** Pages rendered once for every anonymous visitor of a language (see render-cache.ts). */
  renderCache?: RenderCache;
}

export interface HttpServer {
  /** Where the server can be reached; wildcard hosts are shown as localhost. */
  url: string;
  close(): Promise<void>;
}

export async function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const clientDir = path.resolve(options.clientDir);
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  let closing: Promise<void> | undefined;

  const server = createServer((request, response) => {
    if (closing) response.shouldKeepAlive = false;
    // While closing, a connection whose last response just finished is idle: drop it right away.
    response.once('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    handle(request, response).catch((error: unknown) => {
      onError(error);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      refuse(response, 500, 'Internal Server Error');
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!isAllowedMethod(request.method)) {
      refuse(response, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS.join(', ') });
      return;
    }
    const maxBodyBytes = maxBodyBytesFor(request.url ?? '');
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      refuse(response, 413, 'Payload Too Large', { Connection: 'close' });
      return;
    }
    const parsedUrl = requestUrl(request, options.trustedProxy);
    if (!parsedUrl) {
      refuse(response, 400, 'Bad Request');
      return;
    }
    const url = wellFormedUrl(parsedUrl);
    if (!url) {
      refuse(response, 404, 'Not Found');
      return;
    }
    const cacheKey = options.renderCache?.keyOf(request, url);
    const cached = cacheKey
      ? options.renderCache!.answer(cacheKey, request.headers['accept-encoding'])
      : undefined;
    if (cacheKey) countRenderCache(cached ? 'hit' : 'miss');
    if (cached) {
      response
        .writeHead(cached.status, {
          ...cached.headers,
          'content-length': cached.body.length,
          'x-request-id': randomUUID(),
        })
        .end(request.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    if (await serveStaticFile(request, response, clientDir, url.pathname)) return;

    const requestId = randomUUID();
    response.setHeader('X-Request-Id', requestId);
    const abort = new AbortController();
    response.once('close', () => {
      if (!response.writableFinished) abort.abort(clientClosed());
    });
    const { request: webRequest, bodyTooLarge } = toWebRequest(request, url, {
      trustedProxy: options.trustedProxy,
      signal: abort.signal,
      maxBodyBytes,
      requestId,
    });
    // A HEAD answer may come without its body: only a GET's page is kept.
    const shared = Boolean(cacheKey) && request.method === 'GET';
    const webResponse = await options.fetch(webRequest, { shared }).catch((error: unknown) => {
      // A body that grew past the limit while streaming, or a client that left: not the app's failure.
      if (bodyTooLarge() || abort.signal.aborted) return undefined;
      throw error;
    });
    if (bodyTooLarge()) {
      refuse(response, 413, 'Payload Too Large', { Connection: 'close' });
      return;
    }
    if (!webResponse) {
      response.destroy();
      return;
    }
    const sent = shared ? await options.renderCache!.store(cacheKey!, webResponse) : webResponse;
    await sendWebResponse(sent, response, {
      headOnly: request.method === 'HEAD',
      acceptEncoding: request.headers['accept-encoding'],
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', onError);

  const url = displayUrl(server.address() as AddressInfo);
  options.onListening?.(url);

  return {
    url,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          options.onForceClose?.();
          server.closeAllConnections();
        }, options.forceCloseAfterMs ?? 3000);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/**
 * Why a request's signal aborts when its client has gone: an AbortError with HTTP status 499 (as nginx
 * names it), which the framework takes for an HTTP answer rather than a failure to log.
 */
function clientClosed(): Error {
  return Object.assign(new Error('The client closed the connection'), { name: 'AbortError', status: 499 });
}

function refuse(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

function displayUrl(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
