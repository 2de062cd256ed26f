import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const web = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/** Integration files that run one at a time, after the others (see below). */
const SERIAL_INTEGRATION = [
  'apps/server/test/print/**/*.int.test.ts',
  'apps/server/test/api/artwork-v3.int.test.ts',
  'apps/server/test/api/design-v3.int.test.ts',
  'apps/server/test/ordering/kill.int.test.ts',
  'apps/server/test/webhooks/webhook-worker-kill.int.test.ts',
  'apps/server/test/process-lifecycle.int.test.ts',
  'apps/server/test/jobs/**/*.int.test.ts',
];

/** What both integration groups share: real databases from a seeded template, cheap password hashing. */
const integration = () => ({
  environment: 'node' as const,
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
});

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
          // A loaded CI machine (2 cores, other suites' servers) can stretch a 1 s test past the 5 s default.
          testTimeout: 30_000,
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        resolve: { alias: { '@': web } },
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          testTimeout: 30_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      // Integration runs in two groups: most files two at a time (one per core), then, one at a time, the files
      // whose subject is CPU or processes (the image sandbox runs its jobs at idle priority, kill -9 cycles, a
      // worker's lag): beside a second busy file they would measure the neighbour (docs/decisions/test-speed.md).
      { test: { ...integration(), name: 'integration', exclude: SERIAL_INTEGRATION, maxWorkers: 2 } },
      {
        test: {
          ...integration(),
          name: 'integration-serial',
          include: SERIAL_INTEGRATION,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
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
