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
  // Bundled into the server build, so the server holds the icons Folio draws, not the whole set.
  ssr: { noExternal: ['lucide-react'] },
  plugins: [
    tailwindcss(),
    tanstackStart(),
    viteReact(),
    apiReferencePlugin(),
    languageChunksPlugin(),
    precompressPlugin(),
  ],
});
