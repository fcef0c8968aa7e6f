import { describe, expect, it } from 'vitest';
import { withinBudget } from './within-budget';

describe('withinBudget', () => {
  it('returns as soon as the work is done', async () => {
    const started = performance.now();
    await withinBudget(Promise.resolve(), 5_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('stops waiting when the budget is spent, and leaves the work running', async () => {
    let finished = false;
    const work = new Promise<void>((resolve) => setTimeout(resolve, 200)).then(() => {
      finished = true;
    });
    await withinBudget(work, 10);
    expect(finished).toBe(false);
    await work;
    expect(finished).toBe(true);
  });

  it('never rejects: a failed work is for its own reader to report', async () => {
    await expect(withinBudget(Promise.reject(new Error('count failed')), 10)).resolves.toBeUndefined();
  });
});
