import { configDefaults, defineConfig } from 'vitest/config';
import { aliases as alias } from './aliases.ts';

/**
 * Aliases reach only the modules vitest transforms; a package it leaves to Node would import the
 * real `react` (npm installs it as the libraries' peer dependency) and run two renderers side by
 * side. Every package that imports React is transformed.
 */
const importsReact = [
  /[\\/]node_modules[\\/]@chakra-ui[\\/]/,
  /[\\/]node_modules[\\/]@ark-ui[\\/]/,
  /[\\/]node_modules[\\/]@zag-js[\\/]react[\\/]/,
  /[\\/]node_modules[\\/]@emotion[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/]react-/,
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /[\\/]node_modules[\\/]react-hook-form[\\/]/,
  /[\\/]node_modules[\\/]@hookform[\\/]/,
  /[\\/]node_modules[\\/]@testing-library[\\/]react[\\/]/,
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts', 'sw/**/*.test.ts', 'eslint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          // Tests of several processes on one database belong to the PostgreSQL lane (.ci/run):
          // another process cannot open this one's PGlite. Tests of the PGlite data folder itself
          // (its lock, damage, backups) belong to the PGlite lane.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL
              ? ['tests/server/pglite/**']
              : ['tests/server/postgres/**']),
          ],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The packages' ES modules (`module`), as the app's build takes them: a CommonJS build's
        // `require('react')` is out of the aliases' reach.
        resolve: { alias, conditions: ['module', 'import', 'development'], mainFields: ['module'] },
        test: {
          name: 'src',
          include: ['src/**/*.test.{ts,tsx}', 'tests/i18n/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup-dom.ts'],
          server: { deps: { inline: importsReact } },
        },
      },
    ],
  },
});
