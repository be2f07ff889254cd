import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = ['auth', 'account', 'settings', 'dev-outbox', 'contacts', 'lists', 'segments', 'imports', 'templates', 'brand-kit', 'senders', 'api-keys', 'billing', 'download-centre'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', '.bench-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'apps/**/': 'KEBAB_CASE', 'packages/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@sendwell/server', '@sendwell/server/**'], message: 'The web app never imports server code; share through @sendwell/contracts or @sendwell/domain.' },
          ],
        },
      ],
    },
  },
  // A web feature may use shared code but never another feature.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@sendwell/server', '@sendwell/server/**'], message: 'The web app never imports server code.' },
            {
              group: webFeatures.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`]),
              message: 'Web features never import each other; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@sendwell/server', '@sendwell/web'], message: 'Shared packages depend on nothing in apps/.' }] },
      ],
    },
  },
  {
    // Migrations are named by sequence number first: 0001-platform.ts.
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.int.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
