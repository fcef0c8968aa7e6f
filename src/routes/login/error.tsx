import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { loginErrorOf } from '~/features/auth/auth.schema';
import { LoginErrorPage } from '~/features/auth/login-error-page';

export const Route = createFileRoute('/login/error')({
  // better-auth adds its own `error` values (and an error_description, not shown): see loginErrorOf.
  validateSearch: z.object({ error: z.unknown().transform(loginErrorOf) }),
  component: function LoginErrorRoute() {
    return <LoginErrorPage error={Route.useSearch().error} />;
  },
});
