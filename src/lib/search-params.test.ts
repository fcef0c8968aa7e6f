import { describe, expect, it } from 'vitest';
import { oneOf, searchParams, text } from './search-params';

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

describe('searchParams', () => {
  const validate = searchParams({ role: oneOf(['admin', 'user']), searchTerm: text(10) });

  it('keeps what it accepts and names what it refuses as undefined, which the router lays over the raw URL', () => {
    // As the router reads `?role=&searchTerm=ada`.
    const raw: Record<string, unknown> = { role: '', searchTerm: 'ada' };
    const read = validate(raw as Parameters<typeof validate>[0]);
    expect(read).toStrictEqual({ role: undefined, searchTerm: 'ada' });
    // The router's own merge: the raw params, then the validated ones over them.
    expect({ ...raw, ...read }.role).toBeUndefined();
  });
});
