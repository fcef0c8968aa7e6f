import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '~/features/auth/login-page';
import { postLoginEmail } from '~/features/auth/sign-in-form-posts';
import { formErrorSchema } from '~/lib/form-error';
import { afterSignInPath } from '~/lib/redirects';

export const Route = createFileRoute('/login/')({
  validateSearch: z.object({
    redirect: z.string().optional().catch(undefined),
    email: z.email().optional().catch(undefined),
    error: formErrorSchema,
  }),
  server: { handlers: { POST: ({ request }) => postLoginEmail(request) } },
  beforeLoad: ({ context, search }) => {
    if (context.viewer) throw redirect({ href: afterSignInPath(context.viewer.role, search.redirect) });
  },
  component: function LoginRoute() {
    const { redirect: target, email, error } = Route.useSearch();
    const { config } = Route.useRouteContext();
    return (
      <LoginPage
        redirect={target}
        email={email}
        signupEnabled={config.signupEnabled}
        socialProviders={config.socialProviders}
        error={error}
      />
    );
  },
});
