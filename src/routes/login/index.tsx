import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '~/features/auth/login-page';
import { postLoginEmail } from '~/features/auth/sign-in-form-posts';
import { formError } from '~/lib/form-error';
import { afterSignInPath } from '~/lib/redirects';
import { emailAddress, searchParams, text } from '~/lib/search-params';
import { describedBy } from '~/lib/page-description';

const validateSearch = searchParams({ redirect: text(), email: emailAddress, error: formError });

export const Route = createFileRoute('/login/')({
  validateSearch,
  server: { handlers: { POST: ({ request }) => postLoginEmail(request) } },
  beforeLoad: ({ context, search }) => {
    if (context.viewer) throw redirect({ href: afterSignInPath(context.viewer.role, search.redirect) });
  },
  head: describedBy('auth:meta.login'),
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
