import type { Plugin } from 'vite';
// Explicit extension: this file is loaded by vite.config.ts, outside Vite's own resolver.
import { API_REFERENCE_SCRIPT_PATH, readApiReferenceScript } from './api-reference-script.ts';

/**
 * Vite plugin: copies the bundle into the client build at its URL, so the built server serves it as a
 * static file (precompressed, with an ETag) and production needs no Scalar package. `vite dev` and the
 * tests, which have no build, get it from the API handler instead.
 */
export function apiReferencePlugin(): Plugin {
  return {
    name: 'folio:api-reference',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: API_REFERENCE_SCRIPT_PATH.slice(1),
        source: readApiReferenceScript(),
      });
    },
  };
}
