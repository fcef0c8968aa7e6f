import { readdir, readFile, writeFile } from 'node:fs/promises';
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

export interface PrecompressResult {
  /** Paths (relative to the directory) of every sibling written, e.g. `assets/app.js.br`. */
  written: string[];
}

/** Writes `.br` and `.gz` siblings next to every compressible file above 1 KB, when they are smaller. */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name));

  const written: string[] = [];
  for (let start = 0; start < files.length; start += PARALLEL) {
    const batch = files.slice(start, start + PARALLEL);
    const results = await Promise.all(batch.map(compressFile));
    for (const paths of results) written.push(...paths.map((file) => path.relative(dir, file)));
  }
  return { written };
}

async function compressFile(file: string): Promise<string[]> {
  const source = await readFile(file);
  if (source.byteLength < MIN_BYTES) return [];
  const variants: [string, Buffer][] = [
    [
      `${file}.br`,
      await brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      }),
    ],
    [`${file}.gz`, await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })],
  ];
  const written: string[] = [];
  for (const [target, data] of variants) {
    if (data.byteLength >= source.byteLength) continue;
    await writeFile(target, data);
    written.push(target);
  }
  return written;
}
