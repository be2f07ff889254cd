import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/web/vite-plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // One file per core: left alone, vitest keeps a core for itself, which on a two-core machine runs
          // the unit files one at a time.
          maxWorkers: '100%',
          // With a file per core, a heavy test (embedded PDF fonts, every gallery template laid out) can take
          // several times its quiet duration on a loaded two-core machine; 5 s failed such tests that pass.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/per-file-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each worker loads the app's modules once and runs its files one after another on them, rather
          // than a fresh process importing the whole server again per file. Files share no state through
          // them: each starts its own app on its own database (test/test-app.ts), and module-level caches
          // hold only what never changes between apps (docs/benchmarks.md has the before and after).
          isolate: false,
        },
      },
    ],
  },
});
