import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_GUIDE, ENV_FILE, envVariables, withEnvTable } from '../../scripts/docs-env';

// docs/configuration.md's table of variables is written from src/server/env.ts by `npm run docs:env`.
describe('the configuration guide’s table of variables', () => {
  it('is the one npm run docs:env writes from env.ts (run it after changing env.ts)', async () => {
    const [guide, envSource] = await Promise.all([
      readFile(CONFIGURATION_GUIDE, 'utf8'),
      readFile(ENV_FILE, 'utf8'),
    ]);
    expect(guide, 'docs/configuration.md is stale: run npm run docs:env').toBe(
      await withEnvTable(guide, envSource),
    );
  });

  it('reads each variable, its default and its comment from the schema', () => {
    const source = [
      'const envSchema = z.object({',
      '  /** Port to listen on. */',
      '  PORT: z.coerce.number().default(3_000),',
      '  // A URL.',
      '  BASE_URL: z.url().optional(),',
      '  /**',
      '   * Derived.',
      '   * @default `true` in development',
      '   */',
      '  SERVER_TIMING: booleanString.optional(),',
      '});',
    ].join('\n');
    expect(envVariables(source)).toEqual([
      { name: 'PORT', defaultText: '`3000`', description: 'Port to listen on.' },
      { name: 'BASE_URL', defaultText: 'unset', description: 'A URL.' },
      { name: 'SERVER_TIMING', defaultText: '`true` in development', description: 'Derived.' },
    ]);
  });

  it('refuses a variable nobody described', () => {
    expect(() => envVariables('z.object({ LONELY: z.string() })')).toThrow(/LONELY has no comment/);
  });
});
