// Vite build of the SPA; in development /api, /sanctum and /broadcasting go to the API server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);
// API_PROXY_TARGET points the dev/preview proxy at an API elsewhere (default: the local server).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
// What every first paint runs, whichever the page: React, the router, React Query, i18next,
// Mantine's core and the app's own session/API/i18n helpers. Left alone, rolldown cuts these
// into a dozen small chunks shared with the lazy screens; each file gzips on its own, so one
// chunk weighs ~5 KB gz less per visit and spares as many requests.
const SHELL_MODULES = [
  /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next)\//,
  /\/node_modules\/(use-sync-external-store|@tanstack\/query-core|@tanstack\/react-query)\//,
  /\/node_modules\/@mantine\/core\/esm\/core\//,
  /\/packages\/contract\/src\/(messages|codes|errors)\.ts$/,
  /\/apps\/web\/src\/lib\/(api-client|auth|session|locale|i18n|query-client|realtime|analytics)\.ts$/,
];
const isShellModule = (id: string) =>
  SHELL_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/sanctum': { target: apiTarget, changeOrigin: false },
  '/broadcasting': { target: apiTarget, changeOrigin: false, ws: true },
};

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@\//, replacement: here('./src/') }],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/bundle-budget.mjs to size what a first visit loads.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', test: isShellModule }] } },
    },
  },
});
