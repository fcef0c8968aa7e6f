import path from 'node:path';
import type { Plugin } from 'vite';
// Explicit extension: this file is loaded by vite.config.ts, outside Vite's own resolver.
import { precompressDirectory } from './precompress.ts';

/** Vite plugin: after the client build is written, adds `.br`/`.gz` siblings to its output. */
export function precompressPlugin(): Plugin {
  let cacheDir: string | undefined;
  return {
    name: 'folio:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      // Where Vite keeps its own caches; a copy of the project that links node_modules shares it.
      cacheDir = path.join(config.root, 'node_modules', '.cache', 'folio-precompress');
    },
    async writeBundle(outputOptions) {
      if (!outputOptions.dir) return;
      const { written } = await precompressDirectory(outputOptions.dir, { cacheDir });
      this.environment.logger.info(`precompressed ${written.length} files in ${outputOptions.dir}`);
    },
  };
}
