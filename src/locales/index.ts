import type { ResourceLanguage } from 'i18next';
import * as ar from './ar';
import * as en from './en';
import * as fr from './fr';
import * as sw from './sw';

export type Resources = typeof en;

/**
 * Every language's texts, as plain objects (i18next may add to them; a module's exports are sealed). A key
 * missing in one language would fall back to English; a test forbids that. lib/i18n.ts checks that each of
 * Folio's languages is here.
 */
export const resources = {
  en: { ...en },
  fr: { ...fr },
  ar: { ...ar },
  sw: { ...sw },
} satisfies Record<string, ResourceLanguage>;
