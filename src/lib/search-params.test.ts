import { describe, expect, it } from 'vitest';
import { oneOf } from './search-params';

describe('oneOf', () => {
  const banned = oneOf(['true', 'false']);

  it('reads a known value, as the router writes it or as a form submitted without scripts does', () => {
    expect(banned('false')).toBe('false');
    expect(banned(false)).toBe('false');
    expect(banned(true)).toBe('true');
  });

  it('reads anything else as missing', () => {
    expect(banned('maybe')).toBeUndefined();
    expect(banned(0)).toBeUndefined();
    expect(banned(undefined)).toBeUndefined();
  });
});
