import { describe, expect, it } from 'vitest';
import { countScale } from './chart-scale';

describe('countScale', () => {
  it('gives small counts a 0–4 axis in whole steps', () => {
    expect(countScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countScale(1)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countScale(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('rounds the top up to a step of 1, 2 or 5 × 10ⁿ', () => {
    expect(countScale(5)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(countScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(13)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(countScale(50)).toEqual({ top: 60, ticks: [0, 20, 40, 60] });
    expect(countScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('always reaches the highest count, with at most five steps', () => {
    for (let highest = 0; highest <= 5000; highest += 7) {
      const { top, ticks } = countScale(highest);
      expect(top).toBeGreaterThanOrEqual(highest);
      expect(ticks.at(-1)).toBe(top);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});
