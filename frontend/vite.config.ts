/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chakraGlobalCssPlugin } from './scripts/chakra-global-css.ts';
import { chakraSystemInTasksPlugin } from './scripts/chakra-system-in-tasks.ts';
import { preloadScreenPlugin } from './scripts/preload-screen.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const publicOrigin = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).origin : `http://localhost:${process.env.PORT ?? 3000}`;

// In development the API sees requests as coming from its own public origin, so its
// same-origin (CSRF) check behaves as in production where one server serves both.
const proxy = {
  target: apiOrigin,
  changeOrigin: true,
  configure: (server: { on(event: 'proxyReq', listener: (req: { getHeader(n: string): unknown; setHeader(n: string, v: string): void }) => void): void }) => {
    server.on('proxyReq', (req) => {
      if (req.getHeader('origin')) req.setHeader('origin', publicOrigin);
    });
  },
};

export default defineConfig({
  root,
  plugins: [react(), chakraGlobalCssPlugin(), chakraSystemInTasksPlugin(), preloadScreenPlugin()],
  define: { 'import.meta.env.VITE_API_PUBLIC_ORIGIN': JSON.stringify(publicOrigin) },
  resolve: { alias: { '@': `${root}src`, '@genalpha/shared/domain': `${root}../packages/shared/src/domain/index.ts` } },
  server: {
    port: 5173,
    proxy: { '/api': proxy, '/objects': proxy },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The entry chunk is ~630 KB before compression; scripts/check-budget.mjs holds its gzipped size to 200 KB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // A shared chunk is named for what it is, not for the list of routes sharing it.
        chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('shared~') ? 'shared' : '[name]'}-[hash].js`,
        // Few, larger scripts rather than dozens of 1-5 KB ones: on a phone's network each request
        // costs a round trip, and HTTP/1.1 carries six at a time (the feed fetched 58 scripts, now 12).
        // What the entry imports is one chunk, the theme's styling system (app/theme.ts and all it
        // imports) another, the app it then starts (app/start.tsx and the rest it imports) a third;
        // the component library's lazily used parts (Chakra, Ark, Zag) one chunk, and what else the lazy
        // routes share is grouped by the routes that use it, groups under 30 KB merged into their
        // closest neighbour. No two chunks may import each other (docs/decisions/0030-no-chunk-cycles.md;
        // scripts/check-chunk-cycles.mjs fails the build's test when they do).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'system', test: /\/src\/app\/theme\.ts$/ },
            { name: 'start', test: /\/src\/app\/start\.tsx$/ },
            { name: 'ui', test: /node_modules\/(@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized)\// },
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 30_000 },
          ],
        },
      },
    },
  },
  test: {
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom is a browser: tus-js-client's browser build (XMLHttpRequest, localStorage), as Vite's build picks by its "browser" field.
    alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
    css: false,
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
