import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testServer } from '../support/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULESET = path.join(ROOT, '.spectral.yaml');
const SPECTRAL = path.join(ROOT, 'node_modules/.bin/spectral');

interface Finding {
  code: string;
  message: string;
  path: string[];
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
}

/** Spectral's findings on `document`, linted as `openapi/<name>.json` (the name the ruleset's overrides use). */
function spectral(document: unknown, name: string): Promise<Finding[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      SPECTRAL,
      [
        'lint',
        '--ruleset',
        RULESET,
        '--format',
        'json',
        '--quiet',
        '--fail-severity',
        'error',
        '--stdin-filepath',
        `openapi/${name}.json`,
      ],
      { cwd: ROOT },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out) as Finding[]);
      } catch {
        reject(new Error(`Spectral gave no JSON: ${err || out}`));
      }
    });
    child.stdin.end(JSON.stringify(document));
  });
}

/** The rules the ruleset sets to `warn`: the warnings it accepts, each under its reason. */
function acceptedWarnings(): Set<string> {
  const text = readFileSync(RULESET, 'utf8');
  return new Set([...text.matchAll(/^\s+([\w:.-]+): warn$/gm)].map((match) => match[1]!));
}

describe('OpenAPI documents under Spectral (spectral:oas and the OWASP API ruleset)', () => {
  it.each(['app', 'auth'])(
    'the %s document has no error, and only the warnings the ruleset accepts',
    async (name) => {
      const server = await testServer('pglite');
      const document = await server.client().api('GET', `/api/openapi/${name}/schema`);
      expect(document.status).toBe(200);

      const findings = await spectral(document.json, name);
      const describe = (finding: Finding) =>
        `${finding.code} at ${finding.path.join('.')}: ${finding.message}`;
      expect(findings.filter((finding) => finding.severity === 0).map(describe)).toEqual([]);
      const accepted = acceptedWarnings();
      expect(
        findings.filter((finding) => finding.severity === 1 && !accepted.has(finding.code)).map(describe),
      ).toEqual([]);
    },
    // Spectral's CLI, started per document, takes 10–25 s on a loaded 2-core machine, more as the API grows.
    90_000,
  );
});
