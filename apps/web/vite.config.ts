import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/*
 * antd's building blocks declare no `sideEffects` in their package.json, so the bundler keeps every module
 * an index file re-exports even when nothing of it is used (all of @rc-component/form came with antd's
 * ConfigProvider, on every page). Their modules only define things; importing one changes nothing.
 */
const PURE_PACKAGES = /\/node_modules\/(@rc-component|@ant-design)\/.*\.js$/;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Leaves a .br and a .gz beside each text file of the build, at the highest settings, so the server
 * sends them as they are instead of compressing on every request (or not at all).
 */
const precompress = (): Plugin => ({
  name: 'sendwell-precompress',
  apply: 'build',
  writeBundle({ dir }) {
    if (!dir) return;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      const bytes = readFileSync(path);
      const br = brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
      // A copy no smaller than the file only costs the client a decode step.
      if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
      if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    }
  },
});

// The server (port 3000) serves /api and, in production, this build from apps/web/dist.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by bench/web-bundle to weigh each route's JavaScript against the size budget.
    manifest: true,
    // antd alone is close to Vite's default 500 kB warning; pages are split per route already.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (PURE_PACKAGES.test(id) ? false : undefined),
      },
    },
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
