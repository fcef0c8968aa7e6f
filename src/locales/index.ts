import type { ResourceLanguage } from 'i18next';
import * as ar from './ar';
import * as arServer from './ar/server';
import * as en from './en';
import * as enServer from './en/server';
import * as fr from './fr';
import * as frServer from './fr/server';
import * as sw from './sw';
import * as swServer from './sw/server';

export type Resources = typeof en & typeof enServer;

/**
 * Every language's texts, as plain objects (i18next may add to them; a module's exports are sealed). A key
 * missing in one language would fall back to English; a test forbids that. lib/i18n.ts checks that each of
 * Folio's languages is here. The browser downloads a language's `index.ts` only (lib/browser-i18n.ts): the
 * namespaces in its `server.ts` are the server's alone.
 */
export const resources = {
  en: { ...en, ...enServer },
  fr: { ...fr, ...frServer },
  ar: { ...ar, ...arServer },
  sw: { ...sw, ...swServer },
} satisfies Record<string, ResourceLanguage>;
