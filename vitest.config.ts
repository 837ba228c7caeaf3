import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'src/server/**/*.unit.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
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
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
