import { createFileRoute, redirect } from '@tanstack/react-router';
import { postSecondStep } from '~/features/auth/second-step-form-post';
import { SecondStepPage } from '~/features/auth/second-step-page';
import { formError } from '~/lib/form-error';
import { afterSignInPath } from '~/lib/redirects';
import { searchParams, text } from '~/lib/search-params';
import { describedBy } from '~/lib/page-description';

const validateSearch = searchParams({ redirect: text(), error: formError });

export const Route = createFileRoute('/login/two-factor')({
  validateSearch,
  server: { handlers: { POST: ({ request }) => postSecondStep(request) } },
  beforeLoad: ({ context, search }) => {
    if (context.viewer) throw redirect({ href: afterSignInPath(context.viewer.role, search.redirect) });
  },
  head: describedBy('secondFactor:meta.step'),
  component: function SecondStepRoute() {
    const { redirect: target, error } = Route.useSearch();
    return <SecondStepPage redirect={target} error={error} />;
  },
});
