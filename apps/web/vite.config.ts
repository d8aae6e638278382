// Vite build of the SPA; in development /api, /sanctum and /broadcasting go to the API server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);
// API_PROXY_TARGET points the dev/preview proxy at an API elsewhere (default: the local server).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
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
  },
});
