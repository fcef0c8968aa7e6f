import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { postLoginCode } from '~/features/auth/sign-in-form-posts';
import { VerifyPage } from '~/features/auth/verify-page';
import { formErrorSchema } from '~/lib/form-error';

export const Route = createFileRoute('/login/verify')({
  validateSearch: z.object({
    email: z.email().catch(''),
    redirect: z.string().optional().catch(undefined),
    error: formErrorSchema,
  }),
  server: { handlers: { POST: ({ request }) => postLoginCode(request) } },
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/login', search: { redirect: search.redirect } });
  },
  component: function VerifyRoute() {
    const { email, redirect: target, error } = Route.useSearch();
    const { config } = Route.useRouteContext();
    return <VerifyPage email={email} redirect={target} demoMode={config.demoMode} error={error} />;
  },
});
