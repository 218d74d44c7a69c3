import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The console calls the back-end at VITE_API_BASE_URL (default `/api`); the dev and preview servers proxy `/api`
// to API_TARGET (default: the mock on 127.0.0.1:4010). Point at a real back-end with API_TARGET=https://… npm start.
const target = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = {
  '/api': { target, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/api/, '') },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      // The SDK's source: no build step in development; the published package is built with tsup.
      '@site/sdk/operations': fileURLToPath(new URL('../sdk/src/operations.ts', import.meta.url)),
      '@site/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', proxy, strictPort: true },
  preview: { host: '127.0.0.1', proxy, strictPort: true },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 900 },
});
