import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { precompressDirectory } from './precompress';
import { precompressPlugin } from './precompress-plugin';

let dir: string;
const script = 'export function shelve(book) { return library.add(book); }\n'.repeat(80);
const data = JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, title: `Book ${id}` })));

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-precompress-'));
  await mkdir(path.join(dir, 'assets', 'nested'), { recursive: true });
  await writeFile(path.join(dir, 'assets', 'app.js'), script);
  await writeFile(path.join(dir, 'assets', 'nested', 'data.json'), data);
  await writeFile(path.join(dir, 'small.css'), 'body { margin: 0; }\n'.repeat(40)); // ~800 B: would shrink, but below 1 KB
  await writeFile(path.join(dir, 'logo.png'), script); // compressible bytes, but not a text type
  await writeFile(path.join(dir, 'noise.txt'), randomBytes(4096)); // compression would grow it
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes br and gz siblings that decode to the original', async () => {
    await precompressDirectory(dir);
    const brotli = await readFile(path.join(dir, 'assets', 'app.js.br'));
    const gzip = await readFile(path.join(dir, 'assets', 'app.js.gz'));
    expect(brotli.byteLength).toBeLessThan(script.length);
    expect(gzip.byteLength).toBeLessThan(script.length);
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(gzip).toString()).toBe(script);
    expect(
      brotliDecompressSync(await readFile(path.join(dir, 'assets', 'nested', 'data.json.br'))).toString(),
    ).toBe(data);
  });

  it('skips small files, non-text types and files that would not shrink', async () => {
    const { written } = await precompressDirectory(dir);
    expect(written.sort()).toEqual(
      [
        path.join('assets', 'app.js.br'),
        path.join('assets', 'app.js.gz'),
        path.join('assets', 'nested', 'data.json.br'),
        path.join('assets', 'nested', 'data.json.gz'),
      ].sort(),
    );
    const topLevel = await readdir(dir);
    expect(topLevel.sort()).toEqual(['assets', 'logo.png', 'noise.txt', 'small.css']);
  });

  it('does not compress its own output when run twice', async () => {
    await precompressDirectory(dir);
    const { written } = await precompressDirectory(dir);
    expect(written.every((file) => !/\.(br|gz)\.(br|gz)$/.test(file))).toBe(true);
    expect(await readdir(path.join(dir, 'assets'))).not.toContain('app.js.br.gz');
  });

  it('keeps the compressed copies of a large file by its content, and reads them on the next build', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'folio-precompress-cache-'));
    onTestFinished(() => rm(cacheDir, { recursive: true, force: true }));
    const large = script.repeat(260); // 1.2 MB
    await writeFile(path.join(dir, 'assets', 'reference.js'), large);
    await precompressDirectory(dir, { cacheDir });
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets', 'reference.js.br'))).toString()).toBe(
      large,
    );
    const entries = (await readdir(cacheDir)).sort();
    expect(entries).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.br$/), expect.stringMatching(/\.gz$/)]);

    // The small files are compressed again; the large one comes from the cache as it is.
    const kept = Buffer.from('kept');
    await writeFile(path.join(cacheDir, entries[0]!), kept);
    await precompressDirectory(dir, { cacheDir });
    expect(await readFile(path.join(dir, 'assets', 'reference.js.br'))).toEqual(kept);
    expect(await readdir(cacheDir)).toHaveLength(2);

    // Other bytes, another entry.
    await writeFile(path.join(dir, 'assets', 'reference.js'), large + '// changed\n');
    await precompressDirectory(dir, { cacheDir });
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets', 'reference.js.br'))).toString()).toBe(
      large + '// changed\n',
    );
    expect(await readdir(cacheDir)).toHaveLength(4);
  });
});

describe('precompressPlugin', () => {
  it('runs for the client build only', () => {
    const plugin = precompressPlugin();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(plugin.apply).toBe('build');
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
