import { describe, expect, it } from 'vitest';
import { cleanPersonName, nameSchema } from './person-name';

describe('nameSchema', () => {
  it.each([
    "Zoë O'Brien-Smith, Jr. 3rd",
    'Anna 2',
    '12345',
    '李小龍',
    'محمد بن سلمان',
    'X Æ A-12',
    '<b>Ada</b>',
    'A'.repeat(100),
  ])('accepts %j', (name) => {
    expect(nameSchema.parse(name)).toBe(name);
  });

  it('trims the name, and counts the limit after trimming', () => {
    expect(nameSchema.parse('  Grace Hopper ')).toBe('Grace Hopper');
    expect(nameSchema.parse(` ${'A'.repeat(100)} `)).toBe('A'.repeat(100));
  });

  it.each([
    ['', 'validation:nameRequired'],
    ['   ', 'validation:nameRequired'],
    ['A'.repeat(101), 'validation:nameInvalid'],
    ['Two\nlines', 'validation:nameInvalid'],
    ['Tab\there', 'validation:nameInvalid'],
    ['Nul\u0000byte', 'validation:nameInvalid'],
    ['Line\u2028separator', 'validation:nameInvalid'],
    ['Lone \ud800 surrogate', 'validation:nameInvalid'],
    ['---', 'validation:nameInvalid'],
    ['.,!?', 'validation:nameInvalid'],
  ])('refuses %j with %s', (name, message) => {
    const result = nameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('cleanPersonName', () => {
  it('keeps a name that already fits', () => {
    expect(cleanPersonName("Zoë O'Brien", 'z@example.org')).toBe("Zoë O'Brien");
  });

  it('turns line breaks and control characters into single spaces', () => {
    expect(cleanPersonName('  Ada\r\n\tLovelace\u0000 ', 'a@example.org')).toBe('Ada Lovelace');
  });

  it('cuts a long name to the limit without splitting a character', () => {
    const name = cleanPersonName(`A${'😀'.repeat(150)}`, 'x@example.org');
    expect(name).toBe(`A${'😀'.repeat(49)}`);
    expect(nameSchema.safeParse(name).success).toBe(true);
  });

  it.each([null, undefined, '', '   ', '---', 42])('uses the fallback for %j', (raw) => {
    expect(cleanPersonName(raw, 'ada@example.org')).toBe('ada@example.org');
  });
});
