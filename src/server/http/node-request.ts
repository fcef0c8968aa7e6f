import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { REQUEST_ID_HEADER } from '~/lib/request-id';
import { CLIENT_IP_HEADER, resolveClientIp } from './client-ip';

// Node's fetch needs `duplex: 'half'` for streamed bodies; the DOM lib typings do not know it yet.
type StreamingRequestInit = RequestInit & { duplex?: 'half' };

const VALID_HOST = /^[a-z0-9.\-_:[\]]+$/i;

/** The absolute URL of a Node request, or null when the target or Host header is malformed. */
export function requestUrl(request: IncomingMessage, trustedProxy: boolean): URL | null {
  const host = request.headers.host ?? 'localhost';
  if (!VALID_HOST.test(host)) return null;
  let target = request.url ?? '/';
  if (!target.startsWith('/')) {
    // Absolute-form targets ("GET http://host/path") are legal HTTP/1.1; only the path is kept.
    try {
      const absolute = new URL(target);
      target = absolute.pathname + absolute.search;
    } catch {
      return null;
    }
  }
  try {
    // Concatenation, not `new URL(target, base)`: a target such as "//evil.example/" must stay a path.
    return new URL(`${requestProtocol(request, trustedProxy)}://${host}${target}`);
  } catch {
    return null;
  }
}

function requestProtocol(request: IncomingMessage, trustedProxy: boolean): 'http' | 'https' {
  if (trustedProxy) {
    const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase();
    if (forwarded === 'http' || forwarded === 'https') return forwarded;
  }
  return (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
}

export interface WebRequest {
  request: Request;
  /** Whether the body grew past `maxBodyBytes` (its stream then failed): the answer is 413. */
  bodyTooLarge(): boolean;
}

/** Converts a Node request into a Web Request whose body streams from the socket, up to a limit. */
export function toWebRequest(
  request: IncomingMessage,
  url: URL,
  options: { trustedProxy: boolean; signal: AbortSignal; maxBodyBytes: number; requestId: string },
): WebRequest {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index]!;
    const lower = name.toLowerCase();
    if (lower !== CLIENT_IP_HEADER && lower !== REQUEST_ID_HEADER) headers.append(name, raw[index + 1]!);
  }
  headers.set(CLIENT_IP_HEADER, resolveClientIp(request, options.trustedProxy));
  // Ours, never the client's: the id the logs and the 500 page name this request by.
  headers.set(REQUEST_ID_HEADER, options.requestId);

  const method = request.method ?? 'GET';
  const init: StreamingRequestInit = { method, headers, signal: options.signal };
  let tooLarge = false;
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = bodyStream(request, options.maxBodyBytes, () => (tooLarge = true));
    init.duplex = 'half';
  }
  return { request: new Request(url, init), bodyTooLarge: () => tooLarge };
}

/**
 * A pull-based stream over the request body, so a slow consumer pauses the socket. Past `maxBytes` it
 * fails (and the rest is discarded): a body announced small but sent large is not read into memory.
 */
function bodyStream(
  request: IncomingMessage,
  maxBytes: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  let settled = false;
  let received = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Buffer) => {
        if (settled) return;
        received += chunk.byteLength;
        if (received > maxBytes) {
          settled = true;
          onTooLarge();
          controller.error(new Error('Request body too large'));
          request.resume();
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) request.pause();
      });
      request.once('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      request.once('error', (error) => {
        if (settled) return;
        settled = true;
        controller.error(error);
      });
      request.once('close', () => {
        if (settled) return;
        settled = true;
        controller.error(new Error('Request body aborted by the client'));
      });
      request.pause();
    },
    pull() {
      request.resume();
    },
    cancel() {
      settled = true;
      request.resume(); // drain and discard the rest so the connection can be reused
    },
  });
}
