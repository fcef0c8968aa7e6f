import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { useLayoutEffect, useState, type ComponentType } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { sharedI18nOptions } from '~/lib/i18n-options';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_DETAILS } from '~/lib/languages';
import { applyTheme } from '~/lib/theme';
import { resources } from '~/locales';

// Every language's texts at hand: the toolbar switches between them without a download.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ ...sharedI18nOptions, resources, lng: DEFAULT_LANGUAGE });

/**
 * Shows a story as Folio shows its pages: in the toolbar's language (Arabic right to left, on the
 * document as the app sets it) and theme, with the router and query client components expect.
 */
export const withFolio: Decorator = (Story, context) => (
  <FolioFrame story={Story} locale={context.globals.locale} theme={context.globals.theme} />
);

function FolioFrame({
  story,
  locale,
  theme: chosenTheme,
}: {
  story: ComponentType;
  locale: unknown;
  theme: unknown;
}) {
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const theme = chosenTheme === 'dark' ? 'dark' : 'light';
  const { dir, fontScale } = LANGUAGE_DETAILS[language];
  useLayoutEffect(() => {
    void i18n.changeLanguage(language);
    const root = document.documentElement;
    root.lang = language;
    root.dir = dir;
    root.style.fontSize = fontScale === 1 ? '' : `${fontScale * 100}%`;
    applyTheme(theme);
  }, [language, dir, fontScale, theme]);
  // One router and query client per story: links and queries work, and nothing leaks between stories.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: story }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
