import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uncoveredInstallScripts, type AllowScripts } from './install-scripts';
import type { Lock } from './lock-platforms';
import { oldestAccepted, unsatisfiedEngines } from './node-engines';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Required<Lock>;
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  allowScripts: AllowScripts;
};

// The install scripts Folio runs, and why (package.json's allowScripts):
// - esbuild: checks that its platform's binary was installed (and fetches it when an install left
//   optional dependencies out), then puts the binary in place of its JavaScript launcher. Approved by
//   name: the build already runs esbuild's code, its install script grants it nothing more.
// - @scarf/scarf: reports the install to scarf.sh, a download-analytics service. Denied.
// - protobufjs: warns when the project depends on protobufjs with a range other than `~`; Folio does
//   not depend on it (OpenTelemetry's exporter does). Denied: it changes nothing.
// - vue-demi (in Scalar's reference page): copies its build for the installed Vue's major version over
//   its default one, which is already the Vue 3 build; Vue 3 is what is installed. Denied.
describe('install scripts', () => {
  it('are approved or denied in package.json for every locked package that has them', () => {
    expect(uncoveredInstallScripts(lock, manifest.allowScripts)).toEqual([]);
  });

  it('named when an entry is missing, or approves another version than the locked one', () => {
    const { esbuild: _esbuild, ...withoutEsbuild } = manifest.allowScripts;
    expect(uncoveredInstallScripts(lock, withoutEsbuild)).toEqual([
      expect.stringMatching(/^node_modules\/@esbuild-kit\/core-utils\/node_modules\/esbuild@0\.18\./),
      expect.stringMatching(/^node_modules\/drizzle-kit\/node_modules\/esbuild@0\.25\./),
      expect.stringMatching(/^node_modules\/esbuild@/),
    ]);
    const version = lock.packages['node_modules/@scarf/scarf']!.version!;
    const { '@scarf/scarf': _scarf, ...rest } = manifest.allowScripts;
    expect(uncoveredInstallScripts(lock, { ...rest, '@scarf/scarf@0.0.1': false })).toEqual([
      `node_modules/@scarf/scarf@${version}`,
    ]);
    expect(uncoveredInstallScripts(lock, { ...rest, [`@scarf/scarf@${version}`]: false })).toEqual([]);
  });
});

describe('the Node versions package.json accepts', () => {
  it('are accepted by every locked package, from the oldest of each range', () => {
    expect(oldestAccepted(manifest.engines.node)).toEqual(['22.15.0', '24.0.0']);
    expect(unsatisfiedEngines(lock, manifest.engines.node)).toEqual([]);
  });

  it('named with the packages that refuse them: OpenTelemetry refuses 22.13', () => {
    const refused = unsatisfiedEngines(lock, '^22.13.0 || ^24.0.0');
    expect(refused).toContain(
      `node_modules/@opentelemetry/sdk-node@${lock.packages['node_modules/@opentelemetry/sdk-node']!.version}: >=22.15.0 refuses 22.13.0`,
    );
    expect(refused.every((line) => line.endsWith('refuses 22.13.0'))).toBe(true);
    // Node 20 is refused by far more of them, Vite and ESLint among them.
    expect(unsatisfiedEngines(lock, '^20.19.0').length).toBeGreaterThan(refused.length);
  });
});
