import type { i18n as I18n } from 'i18next';
import type { Resources } from '~/locales';

type AuthCode = keyof Resources['auth']['codes'];
type RequestRefusal = keyof Resources['common']['refusals'];

/** A better-auth (or Folio auth) code that `auth:codes` translates. */
export function isAuthCode(i18n: I18n, code: string | undefined): code is AuthCode {
  return isCode(code) && code !== 'UNKNOWN_ERROR' && i18n.exists(`auth:codes.${code}`);
}

/** An API refusal that says more than the action's own failure text: `common:refusals` translates it. */
export function isRequestRefusal(i18n: I18n, code: string | undefined): code is RequestRefusal {
  return isCode(code) && i18n.exists(`common:refusals.${code}`);
}

/** Codes are UPPER_SNAKE_CASE: anything else (`toString`, a dotted path) never names a text. */
function isCode(code: string | undefined): code is string {
  return code !== undefined && /^[A-Z][A-Z0-9_]*$/.test(code);
}
