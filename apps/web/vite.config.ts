import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (port 3000) serves /api and, in production, this build from apps/web/dist.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is close to Vite's default 500 kB warning; pages are split per route already.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
  preview: {
    port: 4173,
  },
});
