import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const web = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/** Three levels of tests: pure unit (node and jsdom), integration against real databases, e2e in Chromium. */
export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        resolve: { alias: { '@': web } },
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          // Cheap password hashing for the suite's thousands of sign-ins (NODE_ENV=test only; see passwords.ts).
          env: { PLATEN_TEST_FAST_SCRYPT: '1' },
          unstubEnvs: true,
          include: [
            'packages/*/src/**/*.int.test.ts',
            'apps/server/src/**/*.int.test.ts',
            'apps/server/test/**/*.int.test.ts',
          ],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          env: { PLATEN_TEST_FAST_SCRYPT: '1' },
          include: ['e2e/**/*.e2e.ts'],
          // A page under test answers in well under a second on a quiet machine; on a loaded 2-core one a sign-in
          // (password hashing) or a search behind a row of pictures can take longer than expect.poll's 1 s default.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
