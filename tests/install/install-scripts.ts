// npm runs a dependency's install scripts (preinstall, install, postinstall) only when package.json's
// `allowScripts` approves them (`"esbuild": true`), skips those it denies (`"@scarf/scarf": false`),
// and ends every install with a list of those it covers neither way (npm 11; npm 12 refuses them).
// An entry is a name (every version) or a name and a range ("esbuild@0.28.2").
import { satisfies } from 'semver';
import { installsOnAPlatform, packageName, type Lock } from './lock-platforms';

export type AllowScripts = Record<string, boolean>;

/** "name@range" or "name" ("@scope/name@1.2.3", "@scope/name") as its name and range. */
function parseEntry(key: string): { name: string; range?: string } {
  const at = key.indexOf('@', 1);
  return at === -1 ? { name: key } : { name: key.slice(0, at), range: key.slice(at + 1) };
}

/** Every locked package with install scripts that no entry of `allowScripts` approves or denies, as "key@version". */
export function uncoveredInstallScripts(lock: Lock, allowScripts: AllowScripts): string[] {
  const entries = Object.keys(allowScripts).map(parseEntry);
  return Object.entries(lock.packages ?? {})
    .filter(([key, locked]) => key !== '' && locked.hasInstallScript && installsOnAPlatform(locked))
    .filter(([key, locked]) => {
      const name = packageName(key, locked);
      return !entries.some(
        (entry) => entry.name === name && (!entry.range || satisfies(locked.version ?? '0.0.0', entry.range)),
      );
    })
    .map(([key, locked]) => `${key}@${locked.version}`);
}
