import { createFileRoute, redirect } from '@tanstack/react-router';
import { SetupRequiredPage } from '~/features/account/setup-required-page';
import { afterSignInPath } from '~/lib/redirects';
import { searchParams, text } from '~/lib/search-params';
import { describedBy } from '~/lib/page-description';

const validateSearch = searchParams({ redirect: text() });

export const Route = createFileRoute('/second-factor')({
  validateSearch,
  beforeLoad: ({ context, search, location }) => {
    if (!context.viewer) throw redirect({ to: '/login', search: { redirect: location.href } });
    const next = afterSignInPath(context.viewer.role, search.redirect);
    if (!context.viewer.mustSetUpSecondFactor) throw redirect({ href: next });
    return { next };
  },
  head: describedBy('secondFactor:meta.required'),
  component: function SecondFactorRoute() {
    return <SetupRequiredPage next={Route.useRouteContext().next} />;
  },
});
