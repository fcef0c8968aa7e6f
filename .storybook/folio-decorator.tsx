import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { sharedI18nOptions } from '~/lib/i18n-options';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_DETAILS } from '~/lib/languages';
import { applyTheme } from '~/lib/theme';
import { useTranslation } from '~/lib/use-translation';
import { resources } from '~/locales';
import { translateTexts } from './text';

// Every language's texts at hand: the toolbar switches between them without a download.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ ...sharedI18nOptions, resources, lng: DEFAULT_LANGUAGE });

type Story = Parameters<Decorator>[0];
type Args = Parameters<Decorator>[1]['args'];

/** The story being shown and its arguments, for the router's one route (created once per story). */
const CurrentStory = createContext<{ story: Story; args: Args } | null>(null);

/**
 * Shows a story as Folio shows its pages: in the toolbar's language (Arabic right to left, on the
 * document as the app sets it; the story's `text(…)` arguments translated) and theme, with the router
 * and query client components expect.
 */
export const withFolio: Decorator = (Story, context) => (
  <FolioFrame
    story={Story}
    args={context.args}
    locale={context.globals.locale}
    theme={context.globals.theme}
  />
);

/** The story with its arguments' texts in the current language, rendered again when it changes. */
function StoryInLanguage() {
  const current = useContext(CurrentStory);
  const { t } = useTranslation();
  if (!current) throw new Error('StoryInLanguage is rendered outside withFolio');
  // `text` checked each key where the story wrote it; `t` takes any of them.
  const translate = t as unknown as (key: string, values?: object) => string;
  return current.story({ args: translateTexts(current.args, translate) });
}

function FolioFrame({
  story,
  args,
  locale,
  theme: chosenTheme,
}: {
  story: Story;
  args: Args;
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
      routeTree: createRootRoute({ component: StoryInLanguage }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CurrentStory.Provider value={{ story, args }}>
          <RouterProvider router={router} />
        </CurrentStory.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
