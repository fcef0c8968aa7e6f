import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { acceptsEncoding, type ContentCoding } from './accept-encoding';

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
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

/** Whether an answer's body depends on Accept-Encoding (so a cache must keep one copy per coding). */
export function variesByEncoding(headers: Headers, status: number): boolean {
  return compressionFor('br', headers, status) !== undefined || headers.has('content-encoding');
}

export interface Compressor {
  stream: BrotliCompress | Gzip;
  /** Pushes what the compressor holds to the client without ending the stream. */
  flush(): Promise<void>;
}

/**
 * A compressor at a level meant for answers made per request: brotli 4 is about as fast as gzip 6
 * and smaller. Flushed after each chunk, a streamed page still arrives in pieces.
 */
export function createCompressor(coding: ContentCoding): Compressor {
  if (coding === 'br') {
    const stream = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return {
      stream,
      flush: () => new Promise((resolve) => stream.flush(constants.BROTLI_OPERATION_FLUSH, resolve)),
    };
  }
  const stream = createGzip({ level: 6 });
  return { stream, flush: () => new Promise((resolve) => stream.flush(constants.Z_SYNC_FLUSH, resolve)) };
}
