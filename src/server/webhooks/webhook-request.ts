import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  WEBHOOK_LOGGED_RESPONSE_BYTES,
  WEBHOOK_MAX_RESPONSE_BYTES,
  WEBHOOK_TIMEOUT_SECONDS,
  type WebhookAttemptError,
} from '~/lib/webhooks';
import { AddressNotAllowedError, isPublicAddress, publicOnlyLookup, type Resolve } from './webhook-address';

/** Where Folio may send webhooks: the production rule, or anywhere (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). */
export interface WebhookAddressPolicy {
  /** http:// as well as https:// (outside production, or with the variable). */
  allowHttp: boolean;
  /** Loopback, private, link-local, CGNAT and metadata addresses too (the variable). */
  allowPrivateAddresses: boolean;
}

/** Why a URL may not be called under a policy, before any connection; undefined when it may. */
export function urlRefusal(
  url: URL,
  policy: WebhookAddressPolicy,
): 'https-required' | 'address-not-allowed' | undefined {
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) return 'https-required';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // An address written in the URL is never looked up, so it is judged here.
  if (!policy.allowPrivateAddresses && isIP(host) && !isPublicAddress(host)) return 'address-not-allowed';
  return undefined;
}

/** What one try got: the answer's status and its first KB, or why there was none; and how long it took. */
export interface WebhookOutcome {
  statusCode: number | null;
  durationMs: number;
  /** The first KB of the answer (WEBHOOK_LOGGED_RESPONSE_BYTES), as text. */
  response: string | null;
  error: WebhookAttemptError | null;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  policy: WebhookAddressPolicy;
  /** Aborts the try (the instance is shutting down). */
  signal?: AbortSignal;
  /** How names are resolved (a test's resolver); the system's by default. Private addresses are refused after it. */
  resolve?: Resolve;
  /** How long the try may take (tests); WEBHOOK_TIMEOUT_SECONDS by default. */
  timeoutMs?: number;
}

function errorCode(error: unknown): WebhookAttemptError {
  if (error instanceof AddressNotAllowedError) return 'address-not-allowed';
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'dns-failed';
  if (
    typeof code === 'string' &&
    (code.startsWith('ERR_TLS') || code.includes('CERT') || code.startsWith('ERR_SSL'))
  )
    return 'tls-failed';
  if ((error as { name?: unknown } | undefined)?.name === 'TimeoutError') return 'timeout';
  return 'connection-failed';
}

/**
 * POSTs one webhook and reads at most 1 MB of the answer within 10 s, following no redirect (a 3xx is
 * an answer, and not a 2xx). A name is resolved at connect time and refused when it leads to an address
 * Folio may not call; an address written in the URL is refused before any connection.
 */
export async function postWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  const refused = urlRefusal(url, request.policy);
  if (refused) return { statusCode: null, durationMs: elapsed(), response: null, error: refused };

  const timeout = AbortSignal.timeout(request.timeoutMs ?? WEBHOOK_TIMEOUT_SECONDS * 1000);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const lookup = request.policy.allowPrivateAddresses ? undefined : publicOnlyLookup(request.resolve);
  const client = url.protocol === 'https:' ? https : http;
  const body = Buffer.from(request.body);

  return new Promise<WebhookOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: Omit<WebhookOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(body.length) },
        // A connection of its own each time: no pooled socket outlives the check of its address.
        agent: false,
        signal,
        ...(lookup ? { lookup } : {}),
      },
      (answer) => {
        const kept: Buffer[] = [];
        let keptBytes = 0;
        let readBytes = 0;
        const finish = () =>
          settle({
            statusCode: answer.statusCode ?? null,
            response: keptBytes ? new TextDecoder().decode(Buffer.concat(kept)).replace(/\uFFFD$/, '') : '',
            error: null,
          });
        answer.on('data', (chunk: Buffer) => {
          readBytes += chunk.length;
          if (keptBytes < WEBHOOK_LOGGED_RESPONSE_BYTES) {
            const part = chunk.subarray(0, WEBHOOK_LOGGED_RESPONSE_BYTES - keptBytes);
            kept.push(part);
            keptBytes += part.length;
          }
          // The rest of a large answer is not read: the status is what counts.
          if (readBytes >= WEBHOOK_MAX_RESPONSE_BYTES) {
            finish();
            answer.destroy();
          }
        });
        answer.on('end', finish);
        // An answer cut off after its status (the time ran out on its body) still says how the
        // receiver took the delivery.
        answer.on('error', finish);
      },
    );
    outgoing.on('error', (error) =>
      settle({ statusCode: null, response: null, error: errorCode(signal.aborted ? signal.reason : error) }),
    );
    outgoing.end(body);
  });
}
