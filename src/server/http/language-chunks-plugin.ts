import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:folio/language-chunks';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const LANGUAGE_ENTRY = /\/src\/locales\/([a-z]{2})\/index\.ts$/;

// Filled by the client build, which Vite runs before the server's.
const chunkOfLanguage: Record<string, string> = {};

/**
 * Vite plugin: `virtual:folio/language-chunks` maps each language to the URL of its texts' chunk in the
 * client build, so a page can preload its own language (lib/browser-i18n.ts imports the texts lazily).
 * Empty in the client build itself and in development, where nothing is preloaded.
 */
export function languageChunksPlugin(): Plugin {
  return {
    name: 'folio:language-chunks',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const chunks = this.environment.name === 'client' ? {} : chunkOfLanguage;
      return `export default ${JSON.stringify(chunks)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const output of Object.values(bundle)) {
        const language =
          output.type === 'chunk' ? LANGUAGE_ENTRY.exec(output.facadeModuleId ?? '')?.[1] : undefined;
        if (language) chunkOfLanguage[language] = `/${output.fileName}`;
      }
    },
  };
}
