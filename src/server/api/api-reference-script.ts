import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the API reference page loads Scalar's browser bundle from. */
export const API_REFERENCE_SCRIPT_PATH = '/api/openapi/reference.js';

/** Scalar's self-contained browser bundle (a build-time dependency: it is not installed in production). */
export function readApiReferenceScript(): Buffer {
  const require = createRequire(import.meta.url);
  // The package exports no path to its browser bundle; it sits beside the main entry.
  const packageDist = path.dirname(require.resolve('@scalar/api-reference'));
  return readFileSync(path.join(packageDist, 'browser/standalone.js'));
}
