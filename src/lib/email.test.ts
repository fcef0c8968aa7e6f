import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, emailProblem } from './email';
import { emailSchema } from './schemas';

/** The message the server's schema gives an address, or undefined when it accepts it. */
const serverProblem = (value: string) => emailSchema.safeParse(value).error?.issues[0]?.message;

describe('emailProblem, the sign-in page’s check', () => {
  it('applies zod’s own e-mail pattern', () => {
    // The same pattern, but for escapes a linter finds useless (`\-` at the end of a character class).
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });

  it.each([
    '',
    '   ',
    'ada@example.com',
    ' ada@example.com ',
    'Ada.Lovelace+folio@mail.example.org',
    'not-an-address',
    'ada@',
    '@example.com',
    'ada@example',
    'ada..lovelace@example.com',
    '.ada@example.com',
    'ada.@example.com',
    'ada@exa_mple.com',
    `${'a'.repeat(243)}@example.com`,
    `${'a'.repeat(244)}@example.com`,
    'zoë@example.com',
  ])('says what the server says of %j', (value) => {
    expect(emailProblem(value)).toBe(serverProblem(value));
  });

  it('says what the server says of any typed text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.emailAddress(),
          fc.emailAddress().map((e) => ` ${e}\t`),
        ),
        (value) => {
          expect(emailProblem(value)).toBe(serverProblem(value));
        },
      ),
      { numRuns: 500 },
    );
  });
});
