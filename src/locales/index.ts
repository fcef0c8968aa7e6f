import type { ResourceLanguage } from 'i18next';
import type { Language } from '~/lib/languages';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { sw } from './sw';

export type Resources = typeof en;

/** Every language's texts (a key missing in one falls back to English; a test forbids that). */
export const resources: Record<Language, ResourceLanguage> = {
  en,
  fr,
  ar,
  sw,
};
