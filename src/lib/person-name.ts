import { z } from 'zod';

export const NAME_MAX_LENGTH = 100;

// Control characters (line breaks and tabs among them), line and paragraph separators, lone surrogates.
const FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * People's names as they write them: any script, digits and punctuation ("Zoë O'Brien-Smith, Jr. 3rd",
 * "Anna 2"), 1–100 characters after trimming. Refused: control characters and line breaks, and a name
 * with no letter or digit at all. Messages are translation keys.
 */
export const nameSchema = z
  .string({ error: 'validation:nameRequired' })
  .trim()
  .min(1, { error: 'validation:nameRequired' })
  .max(NAME_MAX_LENGTH, { error: 'validation:nameInvalid' })
  .refine((name) => !FORBIDDEN.test(name) && LETTER_OR_DIGIT.test(name), {
    error: 'validation:nameInvalid',
  });

/**
 * A name from elsewhere (GitHub, an OpenID provider) made to fit the rule above, so that an odd display
 * name never fails a sign-in: forbidden characters become spaces, runs of spaces one, and the result is
 * cut to the limit. `fallback` (e.g. the e-mail) stands in when nothing usable is left.
 */
export function cleanPersonName(raw: unknown, fallback: string): string {
  const cleaned = (typeof raw === 'string' ? raw : '')
    .replace(new RegExp(FORBIDDEN.source, 'gu'), ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const name = cleaned && LETTER_OR_DIGIT.test(cleaned) ? cleaned : fallback.trim();
  // The limit counts UTF-16 units, as the schema and the input's maxLength do; a pair is never split.
  let cut = '';
  for (const character of name) {
    if (cut.length + character.length > NAME_MAX_LENGTH) break;
    cut += character;
  }
  return cut.trim();
}
