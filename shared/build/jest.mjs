// The jest preset of the front-end packages: TypeScript and JSX through SWC (with the same
// styled-components plugin as the builds), jsdom, and Testing Library's matchers.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const sharedRoot = path.resolve(import.meta.dirname, '..');

export function jestConfig(dir) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: 'jsdom',
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
    // A few server dependencies ship only ES modules; jest runs CommonJS, so they are compiled too.
    // The pattern looks at the innermost node_modules, where npm may nest them.
    transformIgnorePatterns: [
      '/node_modules/(?!.*/node_modules/)(?!(cookie|content-disposition)/)',
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
