import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LOGIN_ERRORS } from '~/features/auth/auth.schema';
import { LoginErrorPage } from '~/features/auth/login-error-page';

export const Route = createFileRoute('/login/error')({
  validateSearch: z.object({ error: z.enum(LOGIN_ERRORS).catch('unknown_error') }),
  component: function LoginErrorRoute() {
    return <LoginErrorPage error={Route.useSearch().error} />;
  },
});
