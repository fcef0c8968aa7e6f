import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequest } from '@tanstack/react-start/server';
import type { i18n } from 'i18next';
import { createBrowserI18n, preloadPageLanguage } from './browser-i18n';
import { serverI18n } from './i18n';
import { languageOfRequest } from './request-language';

/**
 * The i18n instance of a router: on the server in the request's language; in the browser with its
 * detector, once the texts of the language the server rendered the page in (its `<html lang>`) have
 * arrived, so that hydration renders the same words.
 */
export const createAppI18n = createIsomorphicFn()
  .server((): i18n | Promise<i18n> => serverI18n(languageOfRequest(getRequest())))
  .client(async (): Promise<i18n> => {
    // A failed download does not stop the page: i18next asks for the texts again as it renders.
    await preloadPageLanguage(document.documentElement.lang).catch(() => undefined);
    return createBrowserI18n();
  });
