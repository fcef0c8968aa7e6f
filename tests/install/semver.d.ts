// The part of semver that tests/install uses. semver is in node_modules as a dependency of Babel, sharp
// and others (not one of Folio's own), and ships no types.
declare module 'semver' {
  export function satisfies(version: string, range: string): boolean;
  export function minVersion(range: string): { version: string } | null;
}
