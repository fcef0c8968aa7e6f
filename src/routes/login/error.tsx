import { createFileRoute } from '@tanstack/react-router';
import { loginErrorOf } from '~/features/auth/auth.schema';
import { LoginErrorPage } from '~/features/auth/login-error-page';
import { searchParams } from '~/lib/search-params';
import { describedBy } from '~/lib/page-description';

// better-auth adds its own `error` values (and an error_description, not shown): see loginErrorOf.
const validateSearch = searchParams({ error: loginErrorOf });

export const Route = createFileRoute('/login/error')({
  validateSearch,
  head: describedBy('auth:meta.error'),
  component: function LoginErrorRoute() {
    return <LoginErrorPage error={Route.useSearch().error} />;
  },
});
