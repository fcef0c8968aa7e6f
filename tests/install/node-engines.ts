// A locked package declares the Node versions it runs on (`engines.node`); npm only warns when the
// running Node is outside them. Every Node that package.json's `engines` accepts must be inside the
// range of every package Folio installs: the oldest version of each of its ranges ("^22.15.0 ||
// ^24.0.0": 22.15.0 and 24.0.0) is checked against them all.
import { minVersion, satisfies } from 'semver';
import { installsOnAPlatform, type Lock } from './lock-platforms';

/** The oldest version of each `||` branch of a range: "^22.15.0 || ^24.0.0" → 22.15.0, 24.0.0. */
export function oldestAccepted(range: string): string[] {
  return range.split('||').map((branch) => {
    const oldest = minVersion(branch.trim());
    if (!oldest) throw new Error(`No version satisfies "${branch.trim()}" of "${range}"`);
    return oldest.version;
  });
}

/** Every locked package whose engines.node refuses one of those versions, as "key@version: range refuses x". */
export function unsatisfiedEngines(lock: Lock, range: string): string[] {
  const oldest = oldestAccepted(range);
  return Object.entries(lock.packages ?? {}).flatMap(([key, locked]) => {
    const node = !locked.engines || Array.isArray(locked.engines) ? undefined : locked.engines.node;
    // The root entry is Folio's own package.json.
    if (key === '' || !node || !installsOnAPlatform(locked)) return [];
    return oldest
      .filter((version) => !satisfies(version, node))
      .map((version) => `${key}@${locked.version}: ${node} refuses ${version}`);
  });
}
