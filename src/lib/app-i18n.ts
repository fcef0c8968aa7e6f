import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequest } from '@tanstack/react-start/server';
import { createBrowserI18n, createI18n } from './i18n';
import { languageOfRequest } from './languages';

/** The i18n instance of a router: on the server in the request's language, in the browser with its detector. */
export const createAppI18n = createIsomorphicFn()
  .server(() => createI18n(languageOfRequest(getRequest())))
  .client(() => createBrowserI18n());
