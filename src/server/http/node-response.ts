import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  compressionFor,
  compressWhole,
  createCompressor,
  drained,
  MIN_COMPRESSED_BYTES,
  variesByEncoding,
} from './compression';

/** An answer of this type is made whole before it is sent (an API's JSON): read whole, up to this size. */
const WHOLE_TYPE = /^application\/(json|problem\+json)\b/i;
const MAX_WHOLE_BYTES = 256 * 1024;

/**
 * Writes a Web Response to a Node response, streaming the body with backpressure. Text and JSON over
 * 1 KB are compressed for a client that accepts it (brotli, else gzip), chunk by chunk. A JSON answer
 * is read whole first (it was made whole), then compressed in one call and sent with its length in one
 * write: a stream's compressor and chunked framing cost more than the answer's own making.
 */
export async function sendWebResponse(
  response: Response,
  target: ServerResponse,
  options: { headOnly: boolean; acceptEncoding?: string },
): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (variesByEncoding(response.headers, response.status)) headers.vary = withAcceptEncoding(headers.vary);

  if (!response.body || options.headOnly) {
    target.writeHead(response.status, response.statusText || undefined, headers);
    await response.body?.cancel();
    target.end();
    return;
  }
  const reader = response.body.getReader();
  const coding = compressionFor(options.acceptEncoding, response.headers, response.status);
  // Unknown lengths are read up to 1 KB first: a small answer is not worth compressing.
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let ended = false;
  const whole = WHOLE_TYPE.test(response.headers.get('content-type') ?? '');
  try {
    while ((coding && headBytes < MIN_COMPRESSED_BYTES) || (whole && headBytes < MAX_WHOLE_BYTES)) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      head.push(value);
      headBytes += value.byteLength;
    }
  } catch (error) {
    target.destroy(asError(error));
    return;
  }

  if (ended) {
    const body = head.length === 1 ? head[0]! : Buffer.concat(head);
    const sent = coding && headBytes >= MIN_COMPRESSED_BYTES ? compressWhole(coding, body) : body;
    if (sent !== body) headers['content-encoding'] = coding;
    headers['content-length'] = sent.byteLength;
    target.writeHead(response.status, response.statusText || undefined, headers).end(sent);
    return;
  }
  const compressor = coding ? createCompressor(coding) : undefined;
  if (compressor) {
    headers['content-encoding'] = coding;
    delete headers['content-length'];
    compressor.stream.pipe(target);
  }
  target.writeHead(response.status, response.statusText || undefined, headers);
  const write = async (chunk: Uint8Array) => {
    if (compressor) await compressor.write(chunk);
    else if (!target.write(chunk)) await drained(target);
  };

  try {
    for (const chunk of head) await write(chunk);
    while (!ended) {
      const { done, value } = await reader.read();
      if (done) break;
      if (target.destroyed) {
        await reader.cancel();
        compressor?.stream.destroy();
        return;
      }
      await write(value);
    }
    if (compressor) compressor.end();
    else target.end();
  } catch (error) {
    // Headers are gone already: the only honest signal left is cutting the connection.
    target.destroy(asError(error));
    compressor?.stream.destroy();
    await reader.cancel(error).catch(() => {});
  }
}

function withAcceptEncoding(vary: OutgoingHttpHeaders[string]): string {
  const current = vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
