import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import type { Writable } from 'node:stream';
import { preferredCoding, type ContentCoding } from './accept-encoding';

/** Below this, compressing costs more than it saves (and a tiny answer fits one packet anyway). */
export const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|[a-z.+-]+\+(json|xml))\b)/i;

/**
 * The coding a dynamic answer is compressed with: brotli when the client takes it (smaller), gzip
 * otherwise, none for a type that is already compressed (images) or an answer that already has one.
 */
export function compressionFor(
  acceptEncoding: string | undefined,
  headers: Headers,
  status: number,
): ContentCoding | undefined {
  if (status < 200 || status === 204 || status === 206 || status === 304) return undefined;
  if (headers.has('content-encoding') || !COMPRESSIBLE_TYPE.test(headers.get('content-type') ?? ''))
    return undefined;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < MIN_COMPRESSED_BYTES) return undefined;
  return preferredCoding(acceptEncoding);
}

/** Whether an answer's body depends on Accept-Encoding (so a cache must keep one copy per coding). */
export function variesByEncoding(headers: Headers, status: number): boolean {
  return compressionFor('br', headers, status) !== undefined || headers.has('content-encoding');
}

export interface Compressor {
  stream: BrotliCompress | Gzip;
  /**
   * Adds a piece of the body. Pieces written in one turn of the event loop go to the compressor as one
   * write followed by a flush: a page rendered in many small pieces costs one compression call per
   * burst (a call per piece costs ten times the CPU), and what is ready still reaches the client at once.
   */
  write(chunk: Uint8Array): Promise<void>;
  end(): void;
}

/** Past this many buffered bytes a burst is written without waiting for its end. */
const BURST_BYTES = 64 * 1024;

// Levels meant for answers made per request. Brotli 3 costs two thirds of brotli 4 for 4 % more bytes
// (a signed-in page of books: 157 against 242 µs, 8.0 against 7.7 KB) and is smaller than gzip 6.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * A whole answer at hand (an API's JSON), compressed in one call: no stream to build and tear down.
 * Brotli's window is sized to the answer (its default is 4 MB, allocated by every call whatever the
 * input): the bytes are the same, the memory a fraction.
 */
export function compressWhole(coding: ContentCoding, body: Uint8Array): Buffer {
  if (coding === 'gzip') return gzipSync(body, GZIP_OPTIONS);
  const window = Math.min(24, Math.max(16, Math.ceil(Math.log2(body.byteLength + 1))));
  return brotliCompressSync(body, {
    params: {
      ...BROTLI_OPTIONS.params,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** A compressor for an answer that streams (a page rendering), at the same levels. */
export function createCompressor(coding: ContentCoding): Compressor {
  const stream = coding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
  const flushKind = coding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let burst: Uint8Array[] = [];
  let burstBytes = 0;
  let scheduled: NodeJS.Immediate | undefined;
  let room = true;

  const writeBurst = () => {
    scheduled = undefined;
    if (burst.length === 0 || stream.destroyed || stream.writableEnded) return;
    room = stream.write(burst.length === 1 ? burst[0]! : Buffer.concat(burst));
    burst = [];
    burstBytes = 0;
  };

  return {
    stream,
    async write(chunk) {
      burst.push(chunk);
      burstBytes += chunk.byteLength;
      if (burstBytes >= BURST_BYTES) {
        clearImmediate(scheduled);
        writeBurst();
      } else {
        scheduled ??= setImmediate(() => {
          writeBurst();
          if (!stream.destroyed && !stream.writableEnded) stream.flush(flushKind);
        });
      }
      if (!room) {
        await drained(stream);
        room = true;
      }
    },
    end() {
      clearImmediate(scheduled);
      writeBurst();
      stream.end();
    },
  };
}

export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
