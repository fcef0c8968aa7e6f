import { createFileRoute, redirect } from '@tanstack/react-router';
import { postLoginCode } from '~/features/auth/sign-in-form-posts';
import { VerifyPage } from '~/features/auth/verify-page';
import { formError } from '~/lib/form-error';
import { emailAddress, searchParams, text, withDefault } from '~/lib/search-params';
import { describedBy } from '~/lib/page-description';

const validateSearch = searchParams({
  email: withDefault(emailAddress, ''),
  redirect: text(),
  error: formError,
});

export const Route = createFileRoute('/login/verify')({
  validateSearch,
  server: { handlers: { POST: ({ request }) => postLoginCode(request) } },
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/login', search: { redirect: search.redirect } });
  },
  head: describedBy('auth:meta.verify'),
  component: function VerifyRoute() {
    const { email, redirect: target, error } = Route.useSearch();
    const { config } = Route.useRouteContext();
    return <VerifyPage email={email} redirect={target} demoMode={config.demoMode} error={error} />;
  },
});
