import { parse as parseCookie } from 'cookie';
import Negotiator from 'negotiator';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGES,
  supportedLanguage,
  type Language,
} from './languages';

// The server's reading of a request's language. Apart from languages.ts, which the browser loads on
// every page: the header and cookie parsers are the server's alone.

/** The best language Folio speaks for an Accept-Language header (its qualities, then its order). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header?.trim()) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...LANGUAGES]);
  return isLanguage(best) ? best : undefined;
}

/**
 * The language of a request, in the spec's order as far as a server can see it: query parameter,
 * cookie, then the browser's languages (Accept-Language). Local storage and the html tag are read by
 * the browser's detector, which the server's choice matches whenever the cookie is set.
 */
export function languageOfRequest(request: Request): Language {
  return languageOf({
    query: new URL(request.url).searchParams.get(LANGUAGE_QUERY_PARAMETER),
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** languageOfRequest from the request's parts (the HTTP server has no Web Request yet). */
export function languageOf(parts: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    supportedLanguage(parts.query) ??
    supportedLanguage(parseCookie(parts.cookie ?? '')[LANGUAGE_COOKIE]) ??
    languageFromAcceptLanguage(parts.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
