import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/support/slowest-first.ts';

// Unit tests (beside the code) and integration tests (a real HTTP server, SMTP capture and a
// database per test, against PGlite and — when reachable — PostgreSQL). Playwright's e2e/ is not here.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    pool: 'forks',
    // Three on two cores (Vitest's default there is one): the integration suites wait on sockets, retry
    // timers and child processes, and with two workers a third of both cores stayed idle (vmstat); the
    // third worker fills it (344 → 275 s for `npm run test:unit` here, ADR 0028).
    maxWorkers: 3,
    // Starting PGlite takes a few seconds, more on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // Quiet on success: one line per file. A test's console output (and the server log that
    // tests/support/test-server.ts prints) is shown only when it fails, and a passing test gets a
    // line of its own only past 30 s (`--slow-test-threshold=300` lists the slower ones).
    silent: 'passed-only',
    slowTestThreshold: 30_000,
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'tests/install/**/*.test.ts',
            'tests/generator/feature-name.test.ts',
            'tests/generator/feature-edits.test.ts',
            // The docs checks: links, anchors, scripts and variables named in Markdown; the generated table.
            'tests/docs/**/*.test.ts',
            // actionlint over .github/workflows.
            'tests/ci/**/*.test.ts',
            // The test helpers' own checks.
            'tests/support/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'generator',
          // A feature generated into a copy of the project, then linted, typechecked and tested there
          // (with one build for its end-to-end test): minutes, not seconds.
          // And a fork at the last release, with a generated feature, merging this commit (docs/upgrading.md).
          include: ['tests/generator/new-feature.test.ts', 'tests/generator/fork-merge.test.ts'],
          testTimeout: 10 * 60_000,
          hookTimeout: 2 * 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Files in one worker share its migrated and seeded PGlite template; every test starts from
          // its rows (tests/support/pglite-copies.ts).
          isolate: false,
        },
      },
    ],
  },
});
