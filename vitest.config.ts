import { configDefaults, defineConfig } from 'vitest/config';
import { aliases as alias } from './aliases.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          include: [
            'domain/**/*.test.ts',
            'sw/**/*.test.ts',
            'eslint/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
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
        resolve: { alias },
        test: {
          name: 'src',
          include: ['src/**/*.test.{ts,tsx}', 'tests/i18n/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
