import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SLOWEST_FILES } from './slowest-first';

it('names only test files that exist, so that the slowest still start first', () => {
  expect(SLOWEST_FILES.filter((file) => !existsSync(file))).toEqual([]);
});
