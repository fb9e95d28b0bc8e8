// Lint rules for the whole workspace; `npm run lint` and `npm test` run them.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Code that runs in a browser and may hold React hooks (components and `use*` hook files).
const reactCode = ['**/*.tsx', 'web/src/**/*.ts', 'embed/src/**/*.ts', 'extension/src/**/*.ts', 'plugins/*/web/**/*.ts', 'packages/plugin-sdk/web/**/*.ts']

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.plasmo/**',
      '**/coverage/**',
      'storage/**',
      '.tools/**',
      'platform/database/plugins/**',
      '**/.adonisjs/**',
      // Generated from the OpenAPI document (node ace openapi:types).
      'packages/api-client/src/openapi.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Type-aware rules: each file is checked with the program of its package's tsconfig.json
    // (tool configs such as vitest.config.ts may sit outside it).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // Lucid's query builders are thenables: `query.where(...)` on its own line adds a clause, it runs nothing.
          allowForKnownSafePromises: [{ from: 'package', package: '@adonisjs/lucid', name: ['DatabaseQueryBuilderContract', 'ModelQueryBuilderContract'] }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: reactCode,
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // ── Plugin boundaries (docs/adr/0001) ─────────────────────────────────────────────────────────
  // A plugin's code reaches the platform only through @sceau/plugin-sdk, and another plugin only
  // through the event types it publishes (`import type ... from '@sceau/plugin-<id>/events'`).
  // Proven by platform/tests/unit/plugin_boundaries.spec.ts. Tests are out of scope (test helpers).
  {
    files: ['plugins/*/server/**/*.{ts,tsx}', 'plugins/*/web/**/*.{ts,tsx}', 'plugins/*/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@sceau/plugin-(?!sdk(/|$))[^/]+(/(?!events$).*)?$',
              message: "A plugin never imports another plugin's code: listen to its events, typed by `import type ... from '@sceau/plugin-<id>/events'`.",
            },
            {
              regex: '^@sceau/plugin-(?!sdk(/|$))[^/]+/events$',
              allowTypeImports: true,
              message: "Another plugin's events entry holds types only: use `import type`.",
            },
            {
              regex: '^(@sceau/platform(/|$)|#|(\\.\\./)+platform(/|$))',
              message: 'A plugin reaches the platform through @sceau/plugin-sdk only (its services are injected).',
            },
          ],
        },
      ],
    },
  },
  // Tests and benches outside platform/ reach it through @sceau/testing (packages/testing/README.md).
  {
    files: [
      'plugins/*/tests/**/*.ts',
      'plugins/*/bench/**/*.ts',
      'web/e2e/**/*.ts',
      'embed/tests/**/*.ts',
      'extension/tests/**/*.ts',
      'packages/*/tests/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@sceau/platform(/|$)|#|(\\.\\./)+platform(/|$))',
              message: "A test outside platform/ uses @sceau/testing (personas, TestPlatform, mail, uploads...), never the platform's files.",
            },
          ],
        },
      ],
    },
  }
)
