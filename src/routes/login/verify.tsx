import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyPage } from '~/features/auth/verify-page';

export const Route = createFileRoute('/login/verify')({
  validateSearch: z.object({
    email: z.email().catch(''),
    redirect: z.string().optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/login', search: { redirect: search.redirect } });
  },
  component: function VerifyRoute() {
    const { email, redirect: target } = Route.useSearch();
    const { config } = Route.useRouteContext();
    return <VerifyPage email={email} redirect={target} demoMode={config.demoMode} />;
  },
});
