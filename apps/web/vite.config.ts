import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { webManifest } from './scripts/web-manifest';

// react-router 7's package exports name only its development build (remix-run/react-router#14753): the
// production build has no dev warnings or checks. `vite build` takes it; `vite` (dev) keeps the warnings.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const reactRouterProduction = (command: 'build' | 'serve') =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
      ]
    : [];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    VitePWA({
      // src/sw.ts is our own worker (push, notification clicks); the plugin builds it to /sw.js and
      // injects the precache list. main.tsx registers it: the CSP allows no inline registration script.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      // The icons come with the manifest; the apple-touch icon and the badge are the other public files.
      includeAssets: ['icons/apple-touch-icon.png', 'icons/badge-96.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['sw.js', '.vite/**'],
      },
    }),
    precompress(),
  ],
  resolve: {
    conditions: ['@encontro/source', ...defaultClientConditions],
    alias: reactRouterProduction(command),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // The shared contracts are declarations only (zod schemas, constants): let the bundler drop the
      // modules a page does not use, so /login does not grow with every schema added for other screens.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/]contracts[\\/]/.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/storage': 'http://localhost:8080',
    },
  },
}));
