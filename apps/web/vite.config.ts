import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mjmlCanvasParser } from './vite-plugins/mjml-canvas-parser';
import { routeMetadataOnly } from './vite-plugins/route-metadata-only';

/*
 * antd's building blocks declare no `sideEffects` in their package.json, so the bundler keeps every module
 * an index file re-exports even when nothing of it is used (all of @rc-component/form came with antd's
 * ConfigProvider, on every page). Their modules only define things; importing one changes nothing.
 */
const PURE_PACKAGES = /\/node_modules\/(@rc-component|@ant-design)\/.*\.js$/;

/*
 * Parts of antd Table, Pagination and Card that every page using them downloaded and almost none shows:
 * each import of them inside antd is pointed at a stand-in in src/components/antd-on-demand that fetches
 * the real part when it first renders. Measured on the build (npm run bench:web-bundle): about 35 KB
 * gzipped off every page with a Table, and Tabs off every page with a Card and no tabs of its own. The
 * development server keeps antd as it is.
 */
const ON_DEMAND_ANTD_PARTS: { importer: string; source: string; standIn: string }[] = [
  // The column filter menu (Tree, Menu, Checkbox, Radio, search): only for a column with `filters`.
  {
    importer: 'antd/es/table/hooks/useFilter/index.js',
    source: './FilterDropdown',
    standIn: 'table-filter-dropdown.tsx',
  },
  // The page-size picker's Select and virtual list: only where a pager shows the picker.
  {
    importer: 'antd/es/pagination/Pagination.js',
    source: '../select',
    standIn: 'pagination-size-select.tsx',
  },
  // Virtual scrolling: only for a Table with `virtual`.
  {
    importer: 'antd/es/table/InternalTable.js',
    source: './RcTable/VirtualTable',
    standIn: 'virtual-table.tsx',
  },
  // The tabs of a Card with `tabList`, which no page uses: Tabs came with every Card.
  {
    importer: 'antd/es/card/Card.js',
    source: '../tabs',
    standIn: 'card-tabs.tsx',
  },
];

const antdOnDemand = (): Plugin => {
  const redirected = new Set<string>();
  return {
    name: 'sendwell-antd-on-demand',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      redirected.clear();
    },
    resolveId(source, importer) {
      const part = ON_DEMAND_ANTD_PARTS.find(
        (candidate) =>
          candidate.source === source && importer?.endsWith(`/node_modules/${candidate.importer}`),
      );
      if (!part) return null;
      redirected.add(part.standIn);
      return resolve(import.meta.dirname, 'src/components/antd-on-demand', part.standIn);
    },
    buildEnd(error) {
      // An antd upgrade that renames one of these imports must not quietly bring the part back everywhere.
      const missed = ON_DEMAND_ANTD_PARTS.filter((part) => !redirected.has(part.standIn));
      if (!error && missed.length) {
        this.error(
          `antd no longer imports ${missed.map((part) => `${part.source} from ${part.importer}`).join(', ')}: update ON_DEMAND_ANTD_PARTS`,
        );
      }
    },
  };
};

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
  plugins: [react(), antdOnDemand(), routeMetadataOnly(), mjmlCanvasParser(), precompress()],
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
      output: {
        // Everything the first route loads before its code runs goes in one chunk: split by which later
        // routes share each part, it came as 45 files, and each compressed on its own lost about 19 KB of
        // gzip. Its parts are the entry's static imports and nothing more (each of their own imports is one
        // too), so they need no recursive capture, which would also pull in what antd's index files only
        // re-export (the whole of Form).
        codeSplitting: {
          groups: [{ name: 'app-frame', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
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
