/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, ScriptOnce, Scripts } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_DETAILS } from '~/lib/languages';
import { HISTORY_BOOT_SCRIPT } from '~/lib/history-boot';
import { UNSAVED_BOOT_SCRIPT } from '~/lib/unsaved-boot';
import { THEME_BOOT_SCRIPT } from '~/lib/theme';
import { Toaster } from '~/components/ui/toaster';
import { ZOD_JITLESS_SCRIPT } from '~/server/security/zod-jitless';
import { useLanguage } from '~/lib/use-language';
import { useTheme } from '~/lib/use-theme';
import { ErrorPage } from '~/features/errors/error-page';
import { NotFoundPage } from '~/features/errors/not-found-page';
import { DemoDialog } from '~/features/demo/demo-dialog';
import { EnvironmentBanner } from '~/features/shell/environment-banner';
import { productTitle } from '~/lib/product';
import { listenForChunkErrors } from '~/lib/reload-on-chunk-error';
import { ImpersonationBanner } from '~/features/session/impersonation-banner';
import { publicConfigQuery, viewerQuery } from '~/features/session/session-queries';
import chunkOfLanguage from 'virtual:folio/language-chunks';
import appCss from '../styles.css?url';

export interface RouterContext {
  queryClient: QueryClient;
  i18n: i18n;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }) => {
    const [viewer, config] = await Promise.all([
      context.queryClient.fetchQuery(viewerQuery),
      context.queryClient.fetchQuery(publicConfigQuery),
    ]);
    return { viewer, config };
  },
  loader: ({ context }) => ({
    environment: context.config.environment,
    // Known on the server only: the browser keeps the server's answer for the page it hydrates.
    languageChunk: chunkOfLanguage[context.i18n.language],
  }),
  head: ({ loaderData, match }) => {
    const languageChunk = loaderData?.languageChunk;
    const title = productTitle(loaderData?.environment ?? null);
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { title },
        // A page's route gives its own (lib/page-description.ts); the deepest one is kept.
        { name: 'description', content: match.context.i18n.t('common:meta.description') },
        { name: 'apple-mobile-web-app-title', content: title },
        { name: 'application-name', content: title },
        { name: 'theme-color', content: '#4338ca' },
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        // The page's texts, which the browser needs before it can hydrate: fetched beside the scripts.
        ...(languageChunk ? [{ rel: 'modulepreload', href: languageChunk }] : []),
      ],
    };
  },
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  component: function RootLayout() {
    // Applies the chosen theme on every page and follows changes made in other tabs.
    useTheme();
    useEffect(listenForChunkErrors, []);
    return (
      <>
        <EnvironmentBanner environment={Route.useRouteContext().config.environment} />
        <ImpersonationBanner />
        <Outlet />
      </>
    );
  },
});

function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = Route.useRouteContext();
  const language = useLanguage(i18n);
  const { dir, fontScale } = LANGUAGE_DETAILS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  return (
    // The theme boot script sets the class and colour scheme of <html> before React hydrates.
    <html
      lang={language}
      dir={dir}
      style={fontScale === 1 ? undefined : { fontSize: `${fontScale * 100}%` }}
      suppressHydrationWarning
    >
      <head>
        <ScriptOnce>{THEME_BOOT_SCRIPT}</ScriptOnce>
        <ScriptOnce>{HISTORY_BOOT_SCRIPT}</ScriptOnce>
        <ScriptOnce>{UNSAVED_BOOT_SCRIPT}</ScriptOnce>
        {/* Before any module script: zod without eval under the CSP. */}
        <ScriptOnce>{ZOD_JITLESS_SCRIPT}</ScriptOnce>
        <HeadContent />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {children}
          <Toaster />
          <DemoDialog />
        </I18nextProvider>
        <Scripts />
      </body>
    </html>
  );
}
