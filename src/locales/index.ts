import type { ResourceLanguage } from 'i18next';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { sw } from './sw';

export type Resources = typeof en;

/**
 * Every language's texts (a key missing in one falls back to English; a test forbids that). lib/i18n.ts
 * checks that each of Folio's languages is here.
 */
export const resources = { en, fr, ar, sw } satisfies Record<string, ResourceLanguage>;
