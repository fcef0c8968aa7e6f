/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { ImpersonationBanner } from '~/features/session/impersonation-banner';
import { publicConfigQuery, viewerQuery } from '~/features/session/session-queries';
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
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: match.context.i18n.t('productName') },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: function RootLayout() {
    return (
      <>
        <ImpersonationBanner />
        <Outlet />
      </>
    );
  },
});

function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = Route.useRouteContext();
  return (
    <html lang={i18n.language} dir={i18n.dir()}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {children}
          <Toaster position="top-center" />
        </I18nextProvider>
        <Scripts />
      </body>
    </html>
  );
}
