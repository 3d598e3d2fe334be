import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-reference/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.turbo/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Not e2e/: Playwright fixtures call a `use` function that is not React's.
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The app's links (kit/Link.tsx) leave out React Router's framework-mode machinery; one import of
    // the router's own would bring it back into the first script.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/kit/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: ['Link', 'NavLink'],
          message: 'Use Link and NavLink from kit/Link.tsx.',
        })),
      ],
    },
  },
  {
    // The server's SQL stays in its dialect modules (libSQL and PostgreSQL), so every query runs on
    // both (apps/server/README.md, "Queries"); tests may still open a store directly.
    files: ['apps/server/src/**/*.ts', 'apps/server/scripts/**/*.ts'],
    ignores: [
      'apps/server/src/services/store/sqlite.ts',
      'apps/server/src/services/store/postgres.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['@libsql/client', '@libsql/kysely-libsql', 'pg'].map((name) => ({
              name,
              message:
                'Query through services.db; only src/services/store/sqlite.ts and postgres.ts open a database.',
            })),
            {
              name: 'kysely',
              importNames: ['sql'],
              message:
                'Raw SQL belongs in src/services/store/sqlite.ts and postgres.ts, behind a Db method each dialect supplies.',
            },
          ],
          patterns: [
            {
              group: ['**/services/store', '**/services/store/index'],
              importNames: ['all', 'one', 'run'],
              message: 'Use the typed Db (services.db); all/one/run are for tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server routes are adapters: the rules and queries of an area live in its domain/ folder
    // (apps/server/README.md, "Layout"), and handlers take their request types from the schemas.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|atomically)$/]',
          message: 'Queries belong in src/domain/<area>/; the route calls the domain.',
        },
        {
          selector:
            "TSAsExpression > MemberExpression[object.name='request'][property.name=/^(body|params|query|headers)$/]",
          message: 'The route schema types request parts (TypeBox type provider); no cast.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
);
