import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { OnboardingPage } from '~/features/onboarding/onboarding-page';
import { afterSignInPath } from '~/features/session/redirects';

export const Route = createFileRoute('/onboarding')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: ({ context, search, location }) => {
    if (!context.viewer) throw redirect({ to: '/login', search: { redirect: location.href } });
    const next = afterSignInPath(context.viewer.role, search.redirect);
    if (context.viewer.onboarded) throw redirect({ href: next });
    return { viewer: context.viewer, next };
  },
  component: function OnboardingRoute() {
    const { viewer, next } = Route.useRouteContext();
    return <OnboardingPage email={viewer.email} name={viewer.name} next={next} />;
  },
});
