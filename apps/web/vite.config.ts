import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    conditions: ['@encontro/source', ...defaultClientConditions],
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
});
