import { createFileRoute } from '@tanstack/react-router';
import { serverContext } from '~/server/context';
import { PRODUCT_NAME, productTitle } from '~/lib/product';

export const Route = createFileRoute('/manifest.webmanifest')({
  server: {
    handlers: {
      GET: async () => {
        const { env } = await serverContext();
        const environment = env.ENV_NAME ? { name: env.ENV_NAME, emoji: env.ENV_EMOJI ?? null } : null;
        return Response.json(
          {
            name: productTitle(environment),
            short_name: productTitle(environment),
            description: `${PRODUCT_NAME}: books, users and sign-in by e-mail code`,
            start_url: '/',
            display: 'standalone',
            background_color: '#f8fafc',
            theme_color: '#4338ca',
            icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
          },
          {
            headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=300' },
          },
        );
      },
    },
  },
});
