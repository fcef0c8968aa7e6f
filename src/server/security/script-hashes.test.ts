import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes';

describe('inlineScriptHashes', () => {
  it('hashes each inline script as Chromium does (its CSP report names these hashes)', () => {
    // Line ends, non-ASCII text, a NUL and a `data-src` attribute: what the parser changes or keeps.
    const page =
      '<!doctype html><html><head><meta charset="utf-8"></head><body>' +
      '<script>window.a = 1</script>' +
      '<script>window.b = 1;\r\nwindow.c = "é ✓"\r</script>' +
      '<script>x\u0000y</script>' +
      '<script data-src="x">1</script ></body></html>';
    expect(inlineScriptHashes(page)).toEqual([
      "'sha256-Aif1QuaDxF56ZK3+IyoelKcjrWC+BWl5ZGfcO1AMmA4='",
      "'sha256-zTT+px2ou4L6NEH5M7TLYzT1o9EA3CeV7is0PySwWYs='",
      "'sha256-Czd0M3AzHjOAjA3QFnVjeYo8MkUEzwBV0rCsgVeNLFg='",
      "'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='",
    ]);
  });

  it('leaves out scripts loaded from a URL and lists a repeated script once', () => {
    const page =
      '<script type="module" async src="/assets/index.js"></script>' +
      '<SCRIPT>document.currentScript.remove()</SCRIPT>' +
      '<script nonce="n">document.currentScript.remove()</script>';
    expect(inlineScriptHashes(page)).toEqual(["'sha256-FaFkoXjhIeCM3lyKXkAbhu1z9AUQTBId0sahMexEGEs='"]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>No scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});
