// Reads package-lock.json and names every optional dependency (the per-platform binaries of native
// packages such as Tailwind's oxide, lightningcss, rolldown and esbuild) that has no entry of its own.
// npm installs a platform's binary only from such an entry: a lock made on Linux that lacks the macOS or
// Windows ones installs without error there and fails at the first build (npm/cli#4828).

export interface LockedPackage {
  version?: string;
  /** The package's real name, when it is installed under an alias. */
  name?: string;
  optional?: boolean;
  hasInstallScript?: boolean;
  engines?: { node?: string } | string[];
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

export interface Lock {
  packages?: Record<string, LockedPackage>;
}

interface Platform {
  os: string;
  cpu: string;
  libc?: string;
}

/** The platforms Folio installs on: macOS, Windows, and Linux with glibc or musl, each on x64 and arm64. */
export const PLATFORMS: Platform[] = [
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'win32', cpu: 'x64' },
  { os: 'win32', cpu: 'arm64' },
  { os: 'linux', cpu: 'x64', libc: 'glibc' },
  { os: 'linux', cpu: 'x64', libc: 'musl' },
  { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  { os: 'linux', cpu: 'arm64', libc: 'musl' },
];

/**
 * The entry that Node's resolution would find for `name` required from the package at `from` (a key of
 * `packages`, e.g. "node_modules/a/node_modules/b"): its own node_modules first, then each enclosing one.
 */
function resolveEntry(
  packages: Record<string, LockedPackage>,
  from: string,
  name: string,
): LockedPackage | undefined {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return packages[key];
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/**
 * Every optional dependency of a locked package whose entry is missing, or is locked at another version
 * than the exact one asked for, as "requirer → name@range".
 */
export function missingOptionalEntries(lock: Lock): string[] {
  const packages = lock.packages ?? {};
  const missing: string[] = [];
  for (const [key, locked] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(locked.optionalDependencies ?? {})) {
      const entry = resolveEntry(packages, key, name);
      const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range);
      if (!entry || (exact && entry.version !== range)) {
        missing.push(`${key || 'package.json'} → ${name}@${range}`);
      }
    }
  }
  return missing;
}

/** The package's name, from its entry's key ("node_modules/a/node_modules/@scope/b" → "@scope/b"). */
export function packageName(key: string, entry: LockedPackage): string {
  return entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/**
 * Whether npm installs the package on one of PLATFORMS at least: an optional dependency for another
 * one only (sharp's Windows on 32-bit x86) is skipped there, its engines and scripts with it.
 */
export function installsOnAPlatform(entry: LockedPackage): boolean {
  return PLATFORMS.some(
    (platform) =>
      (!entry.os || entry.os.includes(platform.os)) &&
      (!entry.cpu || entry.cpu.includes(platform.cpu)) &&
      (!entry.libc || !platform.libc || entry.libc.includes(platform.libc)),
  );
}

function installsOn(entry: LockedPackage, platform: Platform): boolean {
  return (
    (entry.os?.includes(platform.os) ?? false) &&
    (entry.cpu?.includes(platform.cpu) ?? false) &&
    (!entry.libc || !platform.libc || entry.libc.includes(platform.libc))
  );
}

/**
 * For every locked package that ships its binary as per-platform optional dependencies (one per OS and CPU), the platforms of
 * PLATFORMS that none of its locked optional dependencies installs on, as "package: os-cpu[-libc]".
 */
export function uncoveredPlatforms(lock: Lock): string[] {
  const packages = lock.packages ?? {};
  const uncovered: string[] = [];
  for (const [key, locked] of Object.entries(packages)) {
    const binaries = Object.keys(locked.optionalDependencies ?? {})
      .map((name) => resolveEntry(packages, key, name))
      .filter((entry): entry is LockedPackage => Boolean(entry?.os || entry?.cpu));
    // A single-OS optional dependency (fsevents for macOS file watching) is not a per-platform binary.
    if (new Set(binaries.flatMap((entry) => entry.os ?? [])).size < 2) continue;
    for (const platform of PLATFORMS) {
      if (!binaries.some((entry) => installsOn(entry, platform))) {
        uncovered.push(`${key}: ${[platform.os, platform.cpu, platform.libc].filter(Boolean).join('-')}`);
      }
    }
  }
  return uncovered;
}
