import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, slowest first (fresh-clone runs, docs/testing.md "How long it takes").
 * Vitest orders files by their last run's duration, and without one (a fresh clone, CI) by their size:
 * the fuzzer, a small file, then started after the integration suites and ran alone for the last half
 * minute of the run, one core idle. A name here that is gone fails slowest-first.test.ts, not every
 * run: a project that removed one of these files still runs its other tests.
 */
export const SLOWEST_FILES = [
  'tests/generator/new-feature.test.ts',
  'tests/integration/every-input.test.ts',
  'tests/generator/fork-merge.test.ts',
  'tests/integration/organizations.test.ts',
];

/** Vitest's own order, with the slowest files started first whatever it knows of the last run. */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FILES.indexOf(relative(root, file.moduleId));
      return index === -1 ? SLOWEST_FILES.length : index;
    };
    // A stable sort: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
