import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { colorSchemeScript } from '../../packages/contracts/src/inline-scripts.ts';
import { offlineCache } from './src/app/offline-cache/offline-cache-plugin.ts';
import { mantineComponentCss } from './vite-mantine-css.ts';
import { precompress } from './vite-precompress.ts';
import { routePreload } from './vite-route-preload.ts';

const apiPort = process.env.PORT ?? '3000';
const routePreloads = routePreload();

/** The colour scheme set before the first paint (decision 064); the server's policy allows this script by hash. */
const colorScheme: Plugin = {
  name: 'homer-color-scheme',
  transformIndexHtml: () => [{ tag: 'script', children: colorSchemeScript, injectTo: 'head' }],
};

export default defineConfig({
  plugins: [react(), colorScheme, mantineComponentCss(), routePreloads.plugin, offlineCache(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph `npm run size` walks to sum what each page loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: routePreloads.resolveDependencies },
    rolldownOptions: {
      // Lets Rolldown inline small shared chunks into the chunks that use them (below); no page imports another
      // chunk's exports by name, so the exact export list of each chunk need not be kept.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // React and the router change rarely; a chunk of their own stays cached across app releases.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // Libraries only some pages need, in chunks of their own: Rolldown would otherwise merge modules that
            // lazy pages share into the entry chunk, and every page would load them before its first render
            // (docs/decisions/030-page-weight-budgets.md).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 2 },
            // Everything index.html loads before the first render, in one chunk: every page loads all of it, and
            // split by which lazy pages also use it, it was ten requests (docs/decisions/074-fewer-larger-chunks.md).
            { name: 'start', tags: ['$initial'], priority: 1 },
          ],
          // Shared chunks under 30 kB (before minifying) are copied into the chunks that use them instead of
          // being fetched on their own: a signed-in page went from 124 JS/CSS requests to under 30 (decision 074).
          // The threshold is the largest that keeps every page within its `npm run size` budget.
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
  },
});
