import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { acceptsEncoding, type ContentCoding } from './accept-encoding';
import { contentTypeFor } from './mime-types';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Maps a URL pathname (still percent-encoded) to a path strictly inside `root`, or null.
 * Encoded slashes/backslashes, NUL bytes, dot segments and empty segments are refused outright
 * rather than normalised, so no spelling of a path can reach outside `root`.
 */
export function resolveStaticPath(root: string, pathname: string): string | null {
  if (!pathname.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const filePath = path.join(root, ...segments);
  return filePath.startsWith(root + path.sep) ? filePath : null;
}

/**
 * Serves GET/HEAD requests for existing files under `root` (an absolute path), preferring
 * precompressed `.br`/`.gz` siblings. Resolves false when the request is not for a static file.
 */
export async function serveStaticFile(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  pathname: string,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const filePath = resolveStaticPath(root, pathname);
  if (!filePath || !statFile(filePath)) return false;

  const variant = pickVariant(filePath, request.headers['accept-encoding']);
  if (!variant) return false;
  const { stats } = variant;
  const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  const headers: OutgoingHttpHeaders = {
    'Cache-Control': pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    Vary: 'Accept-Encoding',
  };

  if (isNotModified(request, etag, stats)) {
    response.writeHead(304, headers).end();
    return true;
  }

  response.writeHead(200, {
    ...headers,
    'Content-Type': contentTypeFor(filePath),
    'Content-Length': stats.size,
    'X-Content-Type-Options': 'nosniff',
    ...(variant.coding ? { 'Content-Encoding': variant.coding } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  try {
    await pipeline(createReadStream(variant.path), response);
  } catch {
    // The client went away or the file vanished mid-read; the socket is already destroyed.
  }
  return true;
}

function pickVariant(
  filePath: string,
  acceptEncoding: string | undefined,
): { path: string; coding: ContentCoding | undefined; stats: Stats } | undefined {
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!acceptsEncoding(acceptEncoding, coding)) continue;
    const stats = statFile(filePath + suffix);
    if (stats) return { path: filePath + suffix, coding, stats };
  }
  const stats = statFile(filePath);
  return stats && { path: filePath, coding: undefined, stats };
}

/**
 * Synchronous on purpose: every page and API request is first looked for here and is usually not a file.
 * An asynchronous stat of a missing file costs some 40 µs of CPU (a thread-pool round trip and an
 * ENOENT error); this one about 1 µs, the directory being in the kernel's cache.
 */
function statFile(filePath: string): Stats | undefined {
  const stats = statSync(filePath, { throwIfNoEntry: false });
  return stats?.isFile() ? stats : undefined;
}

function isNotModified(request: IncomingMessage, etag: string, stats: Stats): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(ifModifiedSince) && Math.floor(stats.mtimeMs / 1000) * 1000 <= ifModifiedSince;
}
