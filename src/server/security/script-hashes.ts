import { createHash } from 'node:crypto';

// A <script> element's attributes and text. The HTML parser ends a script's text at the first `</script`
// followed by white space, `/` or `>` (the pages' scripts hold no `<!--`, which would change that).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of an HTML page, each once, hashed as the browser
 * hashes them: the script's text after the parser's preprocessing (CR LF and CR become LF, NUL becomes
 * U+FFFD), in UTF-8. Scripts with a `src` are left out: the policy allows them by their origin.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes!)) continue;
    const parsed = text!.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD');
    hashes.add(`'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
