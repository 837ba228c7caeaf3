import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { INTEGRATION_TEST_TIMEOUT_MS, JOURNEY_TIMEOUT_MS } from './src/test/waits.ts';

const alias = {
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
};

// Files that start their own processes on the embedded database, or use no database. With
// TEST_DATABASE_URL (the second integration run of `npm test`) they would only repeat the first.
const EMBEDDED_ONLY = [
  'src/server/server-process.test.ts',
  'src/server/body-limit-process.test.ts',
  'src/server/fault-embedded.test.ts',
  'src/server/http/static-files.test.ts',
  'src/server/platform/storage/disk-storage.test.ts',
  'src/server/backup/backup-process.test.ts',
  'src/server/disk-full-process.test.ts',
  // No database at all: worker pools and the off-site copy.
  'src/server/platform/worker-process-pool.test.ts',
  'src/server/features/reports/report-pdf-pool.test.ts',
  'src/server/backup/offsite-copy.test.ts',
  // The screens in jsdom: the routes they call run their SQL on both databases in the route tests.
  'src/test/components/*.test.tsx',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
            // One level only: src/test/boundaries/fixtures holds test files that are never run.
            'src/test/*/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // src/test/components: the web's screens in jsdom against the API (page-on-the-api.tsx).
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/test/components/*.test.tsx'],
          exclude: ['src/server/**/*.unit.test.ts', ...(process.env.TEST_DATABASE_URL ? EMBEDDED_ONLY : [])],
          environment: 'node',
          // Two files at a time on two cores (Vitest's default is one fewer than the cores): many
          // of these wait on server processes and the network, and the suite takes a quarter less.
          maxWorkers: 2,
          globalSetup: ['src/server/test/embedded-test-server.ts'],
          setupFiles: ['src/test/fail-on-console-error.ts'],
          testTimeout: INTEGRATION_TEST_TIMEOUT_MS,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['src/test/fail-on-console-error.ts'],
          // Two cores: one browser at a time keeps the journeys steady.
          fileParallelism: false,
          testTimeout: JOURNEY_TIMEOUT_MS,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
