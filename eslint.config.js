import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const appImports = { group: ['**/app/*', '**/app/**'], message: 'Features, ui and lib do not import app/.' };
const endpointsAggregate = {
  name: '@campus/contracts',
  importNames: ['ENDPOINTS', 'ALL_ENDPOINTS'],
  message: 'Import the endpoint group (e.g. IDENTITY_ENDPOINTS): the aggregate pulls every contract into the entry.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.data-test/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No import cycles: a module and what it imports must form a tree, so data modules never pull in
    // the components that read them (a cycle through the router once loaded half-initialised modules).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolutions are remembered for the whole run, not 30 s (the plugin's default, meant for an
      // editor whose files change under it): `eslint .` takes longer than that, so the rule
      // resolved the same imports again and again.
      'import-x/cache': { lifetime: '∞' },
      // Without these the rule would skip every TypeScript file it reaches and see no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // A cycle needs our own files at both ends, so packages in node_modules are not walked: half
    // the rule's cost (12 → 6 s), which was most of the lint step's.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Import boundaries (issue 11): a route file is HTTP only. It parses, calls its module's
    // service and shapes the reply; SQL lives in repositories, use cases in services.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/*', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call their service; SQL belongs in a repository.',
            },
            { group: ['**/*.repository.js'], message: 'Routes call their service, which calls the repository.' },
          ],
        },
      ],
    },
  },
  {
    // SQL only in repositories (decision 0024, issue 25): outside *.repository.ts, db/, seed, bench
    // and tests no server file imports drizzle-orm or db/*. Types are let through (a row type or
    // `Queryable` runs nothing), so a service still names the handle it is given and starts a
    // transaction on it (`db.transaction(async (tx) => …)`) without drizzle-orm. db/errors.js is
    // let through too: it classifies a thrown driver error and holds no SQL. The process entry
    // points open the database and migrate it before anything serves a request.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/seed/**',
      'apps/server/src/bench/**',
      'apps/server/src/test/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/main.ts',
      'apps/server/src/worker.ts',
      'apps/server/src/start-up.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'SQL belongs in a *.repository.ts (docs/architecture.md, "Table owners").',
            },
            {
              group: ['**/db/*', '**/db/**', '!**/db/errors.js'],
              allowTypeImports: true,
              message: 'Tables and queries belong in a *.repository.ts; import only types from db/ here.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features, ui and lib never reach into app/ (the router, guards and providers import them,
    // not the other way round); shared routing data lives in lib/navigation.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/ui/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appImports] }],
    },
  },
  {
    // The web app names each call's endpoint through its group (decision 0034): importing the
    // ENDPOINTS aggregate brings every contract and its schemas into the first chunk. Tests may.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [endpointsAggregate] }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/ui/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports], paths: [endpointsAggregate] }] },
  },
  {
    // Modules are used through their front door (issue 25): a file of modules/<a> may import
    // modules/<b>/index.ts and nothing else of <b>; each module's index.ts says what others may use.
    // One zone per module, listed from the folder, so a new module is covered without editing this.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: readdirSync(new URL('apps/server/src/modules/', import.meta.url), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map(({ name }) => ({
              target: `apps/server/src/modules/${name}/**`,
              from: `apps/server/src/modules/!(${name})/**`,
              except: ['**/modules/*/index.ts'],
              message: `Use another module through its index.ts (modules/<module>/index.ts), never its files.`,
            })),
        },
      ],
    },
  },
  {
    // The shared layer (services, plugins, lib) imports no module (issue 25): modules hand it their
    // behaviour at registration (jobs through modules/jobs.ts, the session reader through app.ts).
    // Its tests may build a whole app.
    files: ['apps/server/src/{services,plugins,lib}/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/server/src/{services,plugins,lib}/**',
              from: 'apps/server/src/modules/**',
              message: 'The shared layer gets module behaviour by registration, not by import.',
            },
          ],
        },
      ],
    },
  },
);
