import { describe, expect, it } from 'vitest';
import { secondsLeft, waitText } from './retry-after';

describe('secondsLeft', () => {
  it('counts whole seconds down to 0, rounded up as Retry-After is', () => {
    const deadline = 1_000_000 + 57_000;
    expect(secondsLeft(deadline, 1_000_000)).toBe(57);
    expect(secondsLeft(deadline, 1_000_001)).toBe(57);
    expect(secondsLeft(deadline, 1_001_000)).toBe(56);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5_000)).toBe(0);
  });
});

describe('waitText', () => {
  it('says the wait to the second in each language, with the number Retry-After gave', () => {
    expect(waitText(57, 'en')).toMatch(/^57\s?sec$/);
    expect(waitText(57, 'fr')).toMatch(/^57\s?s$/);
    expect(waitText(57, 'sw')).toContain('57');
    expect(waitText(57, 'ar')).toMatch(/57|٥٧/);
  });

  it('breaks a longer wait into hours, minutes and seconds, leaving out the units of zero', () => {
    expect(waitText(899, 'en')).toMatch(/^14\s?min,? 59\s?sec$/);
    expect(waitText(3600, 'en')).toMatch(/^1\s?hr$/);
    expect(waitText(3661, 'fr')).toMatch(/1\s?h.*1\s?min.*1\s?s/);
  });

  it('never says a wait of nothing', () => {
    expect(waitText(0, 'en')).toMatch(/^1\s?sec$/);
    expect(waitText(0.2, 'en')).toMatch(/^1\s?sec$/);
  });
});
