import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const web = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/** Integration files that run one at a time, after the others (see below). */
const SERIAL_INTEGRATION = [
  // The print service's files that render (the image sandbox at idle priority, converters, PDF and PNG output);
  // its catalogue, quote and list files run with the others.
  ...[
    'artwork-converters',
    'artwork-library',
    'artwork',
    'autoprint-sheets',
    'design-mockup',
    'embroidery-dst',
    'mockup-pictures',
    'print-files',
    'rip-drops',
    'rip-hot-folders',
    'screen-films',
  ].map((f) => `apps/server/test/print/${f}.int.test.ts`),
  'apps/server/test/api/artwork-v3.int.test.ts',
  'apps/server/test/api/design-v3.int.test.ts',
  'apps/server/test/ordering/kill.int.test.ts',
  'apps/server/test/webhooks/webhook-worker-kill.int.test.ts',
  'apps/server/test/process-lifecycle.int.test.ts',
  'apps/server/test/jobs/**/*.int.test.ts',
  // Replaces a module with vi.mock: in the shared module graph of the parallel group the app would keep the real one.
  'apps/server/test/account/mail-secrets.int.test.ts',
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
          // Pure modules: the files share their workers' module graph (no re-import per file).
          isolate: false,
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
          isolate: false,
          testTimeout: 30_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      // Integration runs in two groups: most files two at a time (one per core), then, one at a time, the files
      // whose subject is CPU or processes (the image sandbox runs its jobs at idle priority, kill -9 cycles, a
      // worker's lag): beside a second busy file they would measure the neighbour (docs/decisions/test-speed.md).
      // The first group's files share their worker's modules (isolate: false: a file's import of the server cost
      // ~4 s); a file that changes process.env does it through fileEnv (test/support/harness.ts), never at top level.
      {
        test: {
          ...integration(),
          name: 'integration',
          exclude: SERIAL_INTEGRATION,
          maxWorkers: 2,
          isolate: false,
        },
      },
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
          // Two files at a time: each has its own server, data directory, stand-ins and browser (ports chosen by
          // the system), and one file keeps a core about 80 % busy (docs/decisions/test-speed.md).
          maxWorkers: 2,
        },
      },
    ],
  },
});
