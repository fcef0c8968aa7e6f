import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.map',
  '.xml',
]);
const MIN_BYTES = 1024;
const PARALLEL = 8;
/**
 * Files this large are bundles copied as they are, which seldom change between builds: the API
 * reference's 3.5 MB script costs 6 s of brotli at its best quality on every build, and the same bytes
 * compress to the same result, so it is kept by content hash in the cache directory.
 */
const CACHED_FROM_BYTES = 1024 * 1024;

export interface PrecompressOptions {
  /** Where the compressed copies of large files are kept between builds (none: always compressed). */
  cacheDir?: string;
}

export interface PrecompressResult {
  /** Paths (relative to the directory) of every sibling written, e.g. `assets/app.js.br`. */
  written: string[];
}

/** Writes `.br` and `.gz` siblings next to every compressible file above 1 KB, when they are smaller. */
export async function precompressDirectory(
  dir: string,
  { cacheDir }: PrecompressOptions = {},
): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name));

  const written: string[] = [];
  for (let start = 0; start < files.length; start += PARALLEL) {
    const batch = files.slice(start, start + PARALLEL);
    const results = await Promise.all(batch.map((file) => compressFile(file, cacheDir)));
    for (const paths of results) written.push(...paths.map((file) => path.relative(dir, file)));
  }
  return { written };
}

async function compressFile(file: string, cacheDir: string | undefined): Promise<string[]> {
  const source = await readFile(file);
  if (source.byteLength < MIN_BYTES) return [];
  const cache = cacheDir && source.byteLength >= CACHED_FROM_BYTES ? cacheDir : undefined;
  const variants: [string, Buffer][] = [
    [`${file}.br`, await cached(source, 'br', cache)],
    [`${file}.gz`, await cached(source, 'gz', cache)],
  ];
  const written: string[] = [];
  for (const [target, data] of variants) {
    if (data.byteLength >= source.byteLength) continue;
    await writeFile(target, data);
    written.push(target);
  }
  return written;
}

async function cached(source: Buffer, kind: 'br' | 'gz', cacheDir: string | undefined): Promise<Buffer> {
  if (!cacheDir) return compress(source, kind);
  const entry = path.join(cacheDir, `${createHash('sha256').update(source).digest('hex')}.${kind}`);
  const kept = await readFile(entry).catch(() => undefined);
  if (kept) return kept;
  const data = await compress(source, kind);
  await mkdir(cacheDir, { recursive: true });
  // Renamed into place, so that a build running beside this one never reads half an entry.
  const partial = `${entry}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, entry);
  return data;
}

function compress(source: Buffer, kind: 'br' | 'gz'): Promise<Buffer> {
  return kind === 'br'
    ? brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      })
    : gzipAsync(source, { level: constants.Z_BEST_COMPRESSION });
}
