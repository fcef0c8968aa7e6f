import type { Plugin } from 'vite';
// Explicit extension: this file is loaded by vite.config.ts, outside Vite's own resolver.
import { precompressDirectory } from './precompress.ts';

/** Vite plugin: after the client build is written, adds `.br`/`.gz` siblings to its output. */
export function precompressPlugin(): Plugin {
  return {
    name: 'folio:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(outputOptions) {
      if (!outputOptions.dir) return;
      const { written } = await precompressDirectory(outputOptions.dir);
      this.environment.logger.info(`precompressed ${written.length} files in ${outputOptions.dir}`);
    },
  };
}
