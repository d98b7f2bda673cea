// The jest preset of the front-end packages: TypeScript and JSX through SWC (with the same
// styled-components plugin as the builds), jsdom with Node's fetch API (what Mock Service Worker
// intercepts, see src/testing/api/), and Testing Library's matchers.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const sharedRoot = path.resolve(import.meta.dirname, '..');

export function jestConfig(dir) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: path.join(import.meta.dirname, 'jest-environment.mjs'),
    // Packages resolved as in Node, not as in a browser: `msw/node` has no browser build.
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
            experimental: {
              plugins: [
                [
                  require.resolve('@swc/plugin-styled-components'),
                  { ssr: true, displayName: true },
                ],
              ],
            },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // A few dependencies (of the server, of Mock Service Worker) ship only ES modules; jest runs
    // CommonJS, so they are compiled too. The pattern looks at the innermost node_modules, where
    // npm may nest them.
    transformIgnorePatterns: [
      '/node_modules/(?!.*/node_modules/)(?!(cookie|content-disposition|rettime|until-async|@open-draft/deferred-promise)/)',
    ],
    moduleNameMapper: {
      // The federation runtime only exists inside a webpack build.
      '^@module-federation/enhanced/runtime$': path.join(
        sharedRoot,
        'src/testing/federation-runtime.ts',
      ),
    },
    setupFiles: [path.join(sharedRoot, 'src/testing/setup-environment.ts')],
    setupFilesAfterEnv: [path.join(sharedRoot, 'src/testing/setup-matchers.ts')],
  };
}
