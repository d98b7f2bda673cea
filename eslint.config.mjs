// One lint configuration for the whole repository.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TYPED_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use the typed useAppDispatch, useAppSelector and useAppStore from @storefront/shared.',
};

const PUBLIC_FACE = {
  group: ['@storefront/*/src/*', '**/mf-*/src/*', '**/shell/src/*'],
  message:
    "Import a package's public face (@storefront/shared, a remote's ./remote), not its internals.",
};

/** The faces of the packages, for every file of the repository. */
const PACKAGE_FACES = {
  group: [
    '@storefront/*/src/*',
    '../../shared/*',
    '../shared/*',
    '**/mf-*/src/*',
    '**/shell/src/*',
  ],
  message:
    "Import a package's public face (@storefront/shared, a remote's ./remote), not its internals.",
};

/**
 * The shell's HTTP server is a bundle of its own, and loads the shell's server build at run time:
 * it sees shell/src only through that build's face, @storefront/shell/ssr, and only its types. A
 * module of shell/src in its bundle would be a second copy in the process (with one of
 * @storefront/shared of its own); what both need at run time lives in @storefront/shared.
 */
const SHELL_SERVER_SOURCES = {
  group: ['../../src', '../../src/*', '../src/*'],
  message:
    "The shell's server imports shell/src only through @storefront/shell/ssr (types), and the rest from @storefront/shared.",
};
const SHELL_SSR_TYPES = {
  name: '@storefront/shell/ssr',
  allowTypeImports: true,
  message:
    "Only the types of the shell's server build: its code is loaded at run time (see load-renderer.ts).",
};

/** RTK Query is part of the platform: an app importing it itself would bundle a second copy. */
const PLATFORM_RTK_QUERY = {
  group: ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/*'],
  message:
    "Take RTK Query's pieces from @storefront/shared (its baseApi, skipToken): importing the library bundles a second copy into the app.",
};

/** The files besides the sources whose names are checked (Dockerfiles keep Docker's name). */
const NAMED_FILES = '**/*.{json,md,svg,yml,yaml,sh,html,sql}';

/** The files whose names a tool or a convention fixes, each with its reason. */
const NAMES_FIXED_ELSEWHERE = [
  // Shown by the code hosts and npm under this name.
  '**/README.md',
  // Named after the i18next namespace it holds (`server_error`), which every team's texts and the
  // contracts name, and which remotes load by path (@storefront/shared/locales/*).
  'shared/src/i18n/locales/*/server_error.json',
  // Helm reads a chart's description from this file, by this name.
  'deploy/helm/**/Chart.yaml',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/releases/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/src/db/migrations/**',
      // Samples that break the rules on purpose, linted by shared/build/lint-rules.test.mjs.
      '**/lint-fixtures/**',
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
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [PACKAGE_FACES] }],
    },
  },
  {
    files: ['shell/server/**/*.{ts,mts}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PACKAGE_FACES, SHELL_SERVER_SOURCES] }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [SHELL_SSR_TYPES] }],
    },
  },
  {
    // No import cycles (see docs/decisions.md, "Tooling"): a type or a factory that two files
    // need lives in a third, or in the one that owns it. The rule follows the imports that stay
    // at run time: one of types alone (`import type`) is not followed. Imports are resolved as
    // TypeScript does, with each workspace's tsconfig; packages in node_modules are not entered.
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // ── File and folder names in kebab-case ───────────────────────────────────────────────────
  // Checked on the sources and, through the plugin's processor (which hands ESLint an empty text
  // in their place), on the repository's other files. A middle extension is not part of the name
  // (`x.test.ts`, `x.d.ts`, `webpack.config.mjs`). Names a tool or a convention fixes are left out,
  // each with its reason.
  {
    files: [NAMED_FILES],
    ignores: NAMES_FIXED_ELSEWHERE,
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}', NAMED_FILES],
    ignores: NAMES_FIXED_ELSEWHERE,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.tsx', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts', 'shared/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [TYPED_HOOKS], patterns: [PUBLIC_FACE] }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [TYPED_HOOKS], patterns: [PUBLIC_FACE, PLATFORM_RTK_QUERY] },
      ],
    },
  },
  {
    // ./forms and ./kit are bundled into each app that uses them: what holds state (contexts,
    // the store, texts) comes from the shared singleton, @storefront/shared, never a copy.
    files: [
      'shared/src/ui/field.tsx',
      'shared/src/ui/field-columns.ts',
      'shared/src/ui/masked-input.tsx',
      'shared/src/ui/phone-field.tsx',
      'shared/src/ui/form-field-props.ts',
      'shared/src/ui/form-fields.tsx',
      'shared/src/ui/card.ts',
      'shared/src/ui/progress.tsx',
      'shared/src/ui/tooltip.tsx',
      'shared/src/ui/radix-tooltip.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../ssr/*',
                '../store/*',
                '../api/*',
                '../i18n/*',
                '../toasts/*',
                '../overlays/*',
                '../routing/*',
                '../fragments/*',
                '../shell/*',
              ],
              message:
                'Import it from @storefront/shared: this file is bundled into ./forms or ./kit, and a copy of a stateful module would not share its state.',
            },
          ],
        },
      ],
    },
  },
  {
    // The typed hooks are made here from the plain ones.
    files: ['shared/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },

  // ── The API's layers ──────────────────────────────────────────────────────────────────────
  // Routes validate (with the schemas of api/src/schemas) and answer; services
  // (api/src/services/<resource>/) hold the rules; only a resource's repository (its
  // `repository.ts`, or `repository/` folder) reads and writes the database (see docs/api.md, "Where
  // the code goes"). typescript-eslint's copy of no-restricted-imports is used, so these add to the
  // repository-wide rule above instead of replacing it.
  {
    files: ['api/src/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The driver, Drizzle, api/src/db (schema, client) and any repository.
              regex: String.raw`^(drizzle-orm|pg|@electric-sql/pglite)(/|$)|(^|/)(db|repository)(/|$)`,
              message:
                "A route calls its resource's service (api/src/services/<resource>/): only repositories touch the database.",
            },
            {
              regex: '^zod(/|$)',
              message: "A route's schemas are in api/src/schemas/<resource>.ts, all in one place.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/services/**/*.ts'],
    ignores: ['api/src/services/*/repository.ts', 'api/src/services/*/repository/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^drizzle-orm(/|$)|(^|/)db/schema(/|$)`,
              allowTypeImports: true,
              message: "SQL belongs in the resource's repository: the service calls it.",
            },
            {
              // `../orders/repository` from services/store/: a repository is its resource's own.
              regex: String.raw`^\.\./(\.\./)?[^./][^/]*/repository(/|$)`,
              message: "Another resource's repository is its own: call that resource's service.",
            },
          ],
        },
      ],
    },
  },
);
