// Vite config of @wl/web: React, and the engine and bots taken from source (like the root vitest
// config), so `vite build` needs no prior build of the other packages.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const src = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // The service worker (src/pwa/sw.ts) with the list of this build's files to keep; the manifest
    // and icons are our own files in public/ (src/pwa/register.ts links and registers them).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'], globIgnores: ['sw.js'] },
    }),
  ],
  base: './',
  resolve: {
    alias: {
      '@wl/engine': src('engine'),
      '@wl/bots': src('bots'),
      'node:perf_hooks': fileURLToPath(new URL('./src/shims/perf-hooks.ts', import.meta.url)),
    },
  },
  // `npm run dev -w @wl/web` next to `npm start`: the lobby's REST calls and the game's socket go to the server.
  server: { proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 600 },
});
