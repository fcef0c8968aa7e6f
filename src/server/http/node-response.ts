import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  compressionFor,
  compressWhole,
  createCompressor,
  drained,
  MIN_COMPRESSED_BYTES,
  variesByEncoding,
} from './compression';

/** An answer of this type is made whole before it is sent (an API's JSON): it is read to its end. */
const WHOLE_TYPE = /^application\/(json|problem\+json)\b/i;
/** Past this many bytes an answer is streamed, whole or not. */
const MAX_WHOLE_BYTES = 256 * 1024;

/**
 * Writes a Web Response to a Node response, streaming the body with backpressure. Text and JSON over
 * 1 KB are compressed for a client that accepts it (brotli, else gzip).
 *
 * What is ready at once is read first: a JSON answer to its end, a page as far as it rendered before the
 * event loop turns (a page whose data its loaders fetched renders in one go). An answer read to its end
 * is compressed in one call and sent with its length in one write; one still rendering streams on, its
 * pieces compressed as they come. A stream's compressor and chunked framing cost more than many a
 * page's own making.
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
  const whole = WHOLE_TYPE.test(response.headers.get('content-type') ?? '');
  let ready: Ready = { chunks: [], bytes: 0, ended: false };
  try {
    if (coding || whole) ready = await readReady(reader, whole);
  } catch (error) {
    target.destroy(asError(error));
    return;
  }

  if (ready.ended) {
    const body = ready.chunks.length === 1 ? ready.chunks[0]! : Buffer.concat(ready.chunks);
    const sent = coding && ready.bytes >= MIN_COMPRESSED_BYTES ? compressWhole(coding, body) : body;
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
    for (const chunk of ready.chunks) await write(chunk);
    let next = ready.pending ?? reader.read();
    for (;;) {
      const { done, value } = await next;
      if (done) break;
      if (target.destroyed) {
        await reader.cancel();
        compressor?.stream.destroy();
        return;
      }
      await write(value);
      next = reader.read();
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

interface Ready {
  chunks: Uint8Array[];
  bytes: number;
  ended: boolean;
  /** The read still waiting when the event loop turned; the stream goes on from it. */
  pending?: Promise<ReadableStreamReadResult<Uint8Array>>;
}

const TURNED = Symbol('the event loop turned');

/** The chunks ready now: to the end (`toEnd`) or until the event loop turns, up to MAX_WHOLE_BYTES. */
async function readReady(reader: ReadableStreamDefaultReader<Uint8Array>, toEnd: boolean): Promise<Ready> {
  const ready: Ready = { chunks: [], bytes: 0, ended: false };
  let immediate: NodeJS.Immediate | undefined;
  const turned = toEnd
    ? undefined
    : new Promise<typeof TURNED>((resolve) => (immediate = setImmediate(resolve, TURNED)));
  try {
    while (ready.bytes < MAX_WHOLE_BYTES) {
      const read = reader.read();
      const result = turned ? await Promise.race([read, turned]) : await read;
      if (result === TURNED) return { ...ready, pending: read };
      if (result.done) return { ...ready, ended: true };
      ready.chunks.push(result.value);
      ready.bytes += result.value.byteLength;
    }
    return ready;
  } finally {
    clearImmediate(immediate);
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
