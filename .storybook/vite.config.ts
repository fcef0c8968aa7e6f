import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import viteReact from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * What the catalogue needs of the app's build: the `~/` paths, Tailwind and React, and TanStack Start's
 * browser side of isomorphic functions (the app's build gets it from Start's plugin, which builds a server).
 */
export default defineConfig({
  resolve: {
    alias: [
      // tsconfig.json's `~/*` (Vite's tsconfigPaths skips the files of a folder whose name starts with a dot).
      { find: /^~\//, replacement: here('../src/') },
      { find: /^@tanstack\/react-start$/, replacement: here('./start-in-the-browser.ts') },
      { find: /^@tanstack\/react-start\/server$/, replacement: here('./start-server-in-the-browser.ts') },
    ],
  },
  plugins: [tailwindcss(), viteReact()],
});
