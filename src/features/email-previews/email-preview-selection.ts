import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/lib/languages';
import type { EmailSample } from '~/server/email/email-samples';

export type PreviewTheme = 'light' | 'dark';

/** Which e-mail, language and theme the preview shows, from its address. */
export interface EmailPreviewSelection {
  sample: EmailSample;
  language: Language;
  theme: PreviewTheme;
}

/** The selection an address asks for, or null when it names an e-mail Folio does not send. */
export function selectionOf(url: URL, samples: readonly EmailSample[]): EmailPreviewSelection | null {
  const id = url.searchParams.get('email');
  const sample = id === null ? samples[0] : samples.find((candidate) => candidate.id === id);
  if (!sample) return null;
  const language = url.searchParams.get('lang');
  return {
    sample,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    theme: url.searchParams.get('theme') === 'dark' ? 'dark' : 'light',
  };
}

/** The address of another selection (what a link in the preview leads to). */
export function selectionHref({ sample, language, theme }: EmailPreviewSelection): string {
  return `?${new URLSearchParams({ email: sample.id, lang: language, theme })}`;
}
