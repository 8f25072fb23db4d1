import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Rolldown splits the modules that lazy routes share into chunks of a few hundred bytes each: the Home
 * took 18 of them (and the bell 5), each a request, a `modulepreload` link and an evaluation on a phone's
 * busy main thread. What `root` imports statically, and the entry does not, goes into one chunk named
 * `name` (a module of two roots goes with the first); other routes that share some of it load that chunk too.
 */
function routeChunks(entry: string, roots: Record<string, string>) {
  // One chunking pass, one graph (the service worker's build is another).
  const ownersOf = new WeakMap<ModuleGraph, Map<string, string>>();
  const closure = (graph: ModuleGraph, from: string) => {
    const seen = new Set<string>();
    const stack = [from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const ownersIn = (graph: ModuleGraph) => {
    const owners = new Map<string, string>();
    if (!graph.getModuleInfo(entry)) return owners;
    const inEntry = closure(graph, entry);
    for (const [name, root] of Object.entries(roots))
      for (const member of closure(graph, root))
        if (!inEntry.has(member) && !owners.has(member)) owners.set(member, name);
    return owners;
  };
  return (id: string, graph: ModuleGraph) => {
    let owners = ownersOf.get(graph);
    if (!owners) ownersOf.set(graph, (owners = ownersIn(graph)));
    return owners.get(id) ?? null;
  };
}

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
// The bell first: it is on every signed-in page, so what it shares with the Home goes with it, and the other
// pages do not load the Home's chunk for it.
const firstScreens = routeChunks(src('main.tsx'), {
  bell: src('features/notifications/NotificationBell.tsx'),
  home: src('features/home/HomePage.tsx'),
});

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
      output: { codeSplitting: { groups: [{ name: firstScreens, includeDependenciesRecursively: false }] } },
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
