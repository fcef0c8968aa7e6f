import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Lock, missingOptionalEntries, uncoveredPlatforms } from './lock-platforms';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Required<Lock>;

function withoutEntry(name: string): Required<Lock> {
  const copy = structuredClone(lock);
  delete copy.packages[`node_modules/${name}`];
  return copy;
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency of every locked package', () => {
    expect(missingOptionalEntries(lock)).toEqual([]);
  });

  it('locks a native binary for macOS, Windows and Linux (glibc and musl) on x64 and arm64', () => {
    expect(uncoveredPlatforms(lock)).toEqual([]);
  });

  it('names a platform binary whose entry was dropped, and the platform it leaves without one', () => {
    const broken = withoutEntry('@tailwindcss/oxide-darwin-arm64');
    expect(missingOptionalEntries(broken)).toEqual([
      'node_modules/@tailwindcss/oxide → @tailwindcss/oxide-darwin-arm64@4.3.3',
    ]);
    expect(uncoveredPlatforms(broken)).toEqual(['node_modules/@tailwindcss/oxide: darwin-arm64']);
  });

  it('names a platform binary locked at another version than its package asks for', () => {
    const stale = structuredClone(lock);
    stale.packages['node_modules/@rolldown/binding-win32-x64-msvc']!.version = '0.0.1';
    expect(missingOptionalEntries(stale)).toEqual([
      expect.stringMatching(/^node_modules\/rolldown → @rolldown\/binding-win32-x64-msvc@/),
    ]);
  });
});
