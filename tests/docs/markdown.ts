// What the docs checks read in a Markdown file: its links, the anchors its headings make (GitHub's rules),
// the npm scripts and environment variables it names. No Markdown library: the subset Folio's docs use.
import { execFileSync } from 'node:child_process';

/** Every Markdown file of the repository that git tracks or would track (node_modules and ignored files not). */
export function markdownFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !file.split('/').includes('node_modules'));
}

/** The text with fenced code blocks blanked (line numbers kept) and, when asked, inline code too. */
export function withoutCode(text: string, inline = true): string {
  let fence: string | undefined;
  const lines = text.split('\n').map((line) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
  const joined = lines.join('\n');
  return inline ? joined.replace(/(`+)[\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, ' ')) : joined;
}

export type Link = { target: string; line: number };

/** Inline links and images `[text](target)`, reference definitions `[x]: target` and HTML href/src. */
export function linksOf(text: string): Link[] {
  const prose = withoutCode(text);
  const links: Link[] = [];
  const lineOf = (index: number) => prose.slice(0, index).split('\n').length;
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    links.push({ target: match[1]!, line: lineOf(match.index) });
  for (const match of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm))
    links.push({ target: match[1]!, line: lineOf(match.index) });
  for (const match of prose.matchAll(/\b(?:href|src)="([^"]+)"/g))
    links.push({ target: match[1]!, line: lineOf(match.index) });
  return links;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a file offers: its headings' slugs (repeats numbered -1, -2…) and explicit ids/names. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const prose = withoutCode(text, false);
  for (const match of prose.matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of prose.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  return anchors;
}

/** `npm run <script>` anywhere in the file, code blocks included. */
export function npmScriptsOf(text: string): string[] {
  return [...text.matchAll(/\bnpm run ([a-z][\w:.-]*[\w])/g)].map((match) => match[1]!);
}

/**
 * The environment variables a file names: in inline code, an UPPER_CASE name with an underscore (`DATABASE_URL`),
 * `$NAME`, or any `NAME=value` (`PORT=8080 npm start`), also at the start of a fenced shell line.
 */
export function envVariablesOf(text: string): string[] {
  const names: string[] = [];
  const spans = [...withoutCode(text, false).matchAll(/(`+)([\s\S]*?)\1/g)].map((match) => match[2]!);
  for (const span of spans) {
    const whole = /^\$?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)$/.exec(span.trim());
    if (whole) names.push(whole[1]!);
    for (const match of span.matchAll(/(?:^|\s)\$?([A-Z][A-Z0-9_]*[A-Z0-9])=/g)) names.push(match[1]!);
    for (const match of span.matchAll(/\$\{?([A-Z][A-Z0-9_]*[A-Z0-9])\b/g)) names.push(match[1]!);
  }
  return [...new Set(names)];
}
