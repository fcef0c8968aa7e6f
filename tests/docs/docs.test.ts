import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, envVariablesOf, linksOf, markdownFiles, npmScriptsOf } from './markdown';

// The docs cannot rot: every relative link and anchor of every Markdown file resolves, every
// `npm run <script>` exists, every environment variable a guide names is one Folio reads, and every guide
// is in the README's index. Reads files only: no network, well under a second.
const root = path.resolve(import.meta.dirname, '../..');
const files = markdownFiles(root);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * Variables the guides may name that src/server/env.ts does not read, each for its reason.
 */
const OTHER_VARIABLES = new Set([
  // Set by CI services (GitHub Actions, .ci/run), read by tools, not by Folio.
  'CI',
  // Read by Playwright's config and e2e support (playwright.config.ts, e2e/support).
  'E2E_PORT',
  'E2E_SMTP_PORT',
  'E2E_MAIL_API_PORT',
  'README_SCREENSHOT',
  // Read by tests/integration/every-input.test.ts to replay a fuzz run.
  'FOLIO_FUZZ_SEED',
  'FOLIO_FUZZ_RUNS',
  // Read by the OpenTelemetry SDK itself (the standard OTEL_* variables beside the two in env.ts).
  'OTEL_RESOURCE_ATTRIBUTES',
  'OTEL_TRACES_SAMPLER',
  'OTEL_TRACES_SAMPLER_ARG',
  'OTEL_EXPORTER_OTLP_HEADERS',
  'OTEL_EXPORTER_OTLP_PROTOCOL',
  // Read by npm when it builds native add-ons (.ci/run sets it).
  'npm_config_nodedir',
]);

/** Upper-case words in backticks that are not variables: the error codes answers carry. */
const NOT_VARIABLES = new Set([
  // constants of the code a guide points to
  'ICONS_BY_NAME',
  'DESKTOP_ONLY',
  // better-auth's organization limits
  'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS',
  'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS',
  'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED',
  'FAILED_TO_UNLINK_LAST_ACCOUNT',
  // Folio's uploads, throttles and guards
  'IMAGE_TYPE_NOT_ALLOWED',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_TOO_LARGE',
  'UPLOAD_NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'CROSS_SITE_REQUEST',
  'SECOND_FACTOR_REQUIRED',
]);

function envReads(): Set<string> {
  const source = read('src/server/env.ts');
  return new Set([...source.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!));
}

function scriptsIn(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return Object.keys(manifest.scripts ?? {});
}

/** Folio's scripts, and those of the nearest package.json above the file (sdk/README.md: the SDK's). */
function scriptsOf(file: string): Set<string> {
  let dir = path.dirname(path.join(root, file));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return new Set([...scriptsIn(root), ...scriptsIn(dir)]);
}

describe('the Markdown files', () => {
  it('are found', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/configuration.md');
  });

  it('link only to files and anchors that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const { target, line } of linksOf(read(file))) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:… (no network here)
        const [pathPart = '', anchor] = target.split('#') as [string, string | undefined];
        const resolved =
          pathPart === '' ? file : path.posix.join(path.posix.dirname(file), decodeURI(pathPart));
        const where = `${file}:${line} → ${target}`;
        if (resolved.startsWith('..') || !existsSync(path.join(root, resolved))) {
          broken.push(`${where} (no such file)`);
          continue;
        }
        if (anchor === undefined || anchor === '') continue;
        if (!resolved.endsWith('.md') || statSync(path.join(root, resolved)).isDirectory()) {
          if (/^L\d+(-L\d+)?$/.test(anchor)) continue; // a line of a source file
          broken.push(`${where} (an anchor into a file that is not Markdown)`);
          continue;
        }
        if (!anchorsOf(read(resolved)).has(decodeURIComponent(anchor)))
          broken.push(`${where} (no heading makes #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only npm scripts that package.json has', () => {
    const missing: string[] = [];
    for (const file of files) {
      const scripts = scriptsOf(file);
      for (const script of npmScriptsOf(read(file)))
        if (!scripts.has(script)) missing.push(`${file}: npm run ${script}`);
    }
    expect(missing).toEqual([]);
  });

  it('name only environment variables that src/server/env.ts reads (or the allow-list)', () => {
    const known = envReads();
    const guides = files.filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file));
    const unknown: string[] = [];
    for (const file of guides)
      for (const name of envVariablesOf(read(file)))
        if (!known.has(name) && !OTHER_VARIABLES.has(name) && !NOT_VARIABLES.has(name))
          unknown.push(`${file}: ${name}`);
    expect(unknown).toEqual([]);
  });

  it('include every guide of docs/ in the README’s index', () => {
    const linked = new Set(
      linksOf(read('README.md'))
        .map(({ target }) => target.split('#')[0]!)
        .map((target) => path.posix.normalize(target)),
    );
    const guides = files.filter((file) => /^docs\/[^/]+\.md$/.test(file));
    expect(guides.filter((guide) => !linked.has(guide))).toEqual([]);
  });
});
