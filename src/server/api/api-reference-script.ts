import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the API reference page loads Scalar's browser bundle from. */
export const API_REFERENCE_SCRIPT_PATH = '/api/openapi/reference.js';

let script: Buffer | undefined;

/**
 * Scalar's self-contained browser bundle (3.5 MB), read once. A build-time dependency: production serves
 * the copy in the build and never calls this.
 */
export function readApiReferenceScript(): Buffer {
  if (!script) {
    const require = createRequire(import.meta.url);
    // The package exports no path to its browser bundle; it sits beside the main entry.
    const packageDist = path.dirname(require.resolve('@scalar/api-reference'));
    script = readFileSync(path.join(packageDist, 'browser/standalone.js'));
  }
  return script;
}
