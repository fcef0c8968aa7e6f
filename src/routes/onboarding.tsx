import { createFileRoute, redirect } from '@tanstack/react-router';
import { postOnboarding } from '~/features/onboarding/onboarding-form-post';
import { OnboardingPage } from '~/features/onboarding/onboarding-page';
import { formError } from '~/lib/form-error';
import { afterSignInPath } from '~/lib/redirects';
import { searchParams, text } from '~/lib/search-params';
import { describedBy } from '~/lib/page-description';

const validateSearch = searchParams({ redirect: text(), error: formError });

export const Route = createFileRoute('/onboarding')({
  validateSearch,
  server: { handlers: { POST: ({ request }) => postOnboarding(request) } },
  beforeLoad: ({ context, search, location }) => {
    if (!context.viewer) throw redirect({ to: '/login', search: { redirect: location.href } });
    const next = afterSignInPath(context.viewer.role, search.redirect);
    if (context.viewer.onboarded) throw redirect({ href: next });
    return { viewer: context.viewer, next };
  },
  head: describedBy('onboarding:meta.onboarding'),
  component: function OnboardingRoute() {
    const { viewer, next } = Route.useRouteContext();
    return (
      <OnboardingPage email={viewer.email} name={viewer.name} next={next} error={Route.useSearch().error} />
    );
  },
});
