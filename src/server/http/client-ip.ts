import type { IncomingMessage } from 'node:http';

/** Request header through which the app receives the client address; never taken from the client. */
export const CLIENT_IP_HEADER = 'x-folio-client-ip';

/**
 * With a trusted proxy, the first `X-Forwarded-For` entry; otherwise the socket peer.
 * IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`) are unwrapped so one client has one spelling.
 */
export function resolveClientIp(request: IncomingMessage, trustedProxy: boolean): string {
  if (trustedProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return unwrapMappedIpv4(first);
  }
  return unwrapMappedIpv4(request.socket.remoteAddress ?? '');
}

function unwrapMappedIpv4(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/** The client address Folio's server set on a request (or on the headers of a server-side call). */
export function clientIpOf(scope: { request?: Request; headers?: Headers }): string | null {
  return scope.request?.headers.get(CLIENT_IP_HEADER) ?? scope.headers?.get(CLIENT_IP_HEADER) ?? null;
}
