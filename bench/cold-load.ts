import { gzipSync } from 'node:zlib';

export interface ColdLoad {
  /** How many JavaScript files a first visit loads before the page is interactive. */
  scripts: number;
  rawKb: number;
  gzipKb: number;
  files: string[];
}

const SCRIPT_OR_PRELOAD = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g;
// Minified static imports: `import"./a.js"`, `import{x}from"./b.js"`, `export*from"./c.js"`.
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The JavaScript a first visit to `pathname` loads: the page's scripts and module preloads, and
 * everything they import statically (dynamic `import()`s load later, on demand).
 */
export async function coldLoad(base: string, pathname: string, cookie?: string): Promise<ColdLoad> {
  const html = await (await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} })).text();
  const pending = [...html.matchAll(SCRIPT_OR_PRELOAD)].map((match) => new URL(match[1]!, base).href);
  const seen = new Set<string>();
  let raw = 0;
  let gzip = 0;
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    for (const match of bytes.toString().matchAll(STATIC_IMPORT)) pending.push(new URL(match[1]!, url).href);
  }
  return {
    scripts: seen.size,
    rawKb: Math.round(raw / 1024),
    gzipKb: Math.round(gzip / 1024),
    files: [...seen].map((url) => new URL(url).pathname).sort(),
  };
}
