import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiReferencePlugin } from './src/server/api/api-reference-plugin.ts';
import { languageChunksPlugin } from './src/server/http/language-chunks-plugin.ts';
import { precompressPlugin } from './src/server/http/precompress-plugin.ts';

export default defineConfig({
  server: { port: Number(process.env.PORT) || 3000, strictPort: true },
  resolve: { tsconfigPaths: true },
  environments: {
    // The code every page needs first (the client entry's static imports) as one file, not thirty
    // small ones: each file is a request and a module to evaluate on a phone (ADR 0017).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'] },
                // Lucide's icons, each a few hundred bytes, would otherwise be a file apiece wherever two
                // pages share one (the sidebar's, the empty states'): one file of the icons instead (about
                // 4 KB gzip for all of them); the code that draws them stays apart, for the sign-in page.
                {
                  name: 'icons',
                  test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  // Bundled into the server build, so the server holds the icons Folio draws, not the whole set.
  ssr: { noExternal: ['lucide-react'] },
  plugins: [
    tailwindcss(),
    tanstackStart({
      // A route's loader travels with its page's code: the route tree, which every page loads first,
      // then holds no page's queries or API client.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
    apiReferencePlugin(),
    languageChunksPlugin(),
    precompressPlugin(),
  ],
});
