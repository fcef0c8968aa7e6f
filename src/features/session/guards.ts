import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { roleCan, type Permissions } from '~/lib/permissions';
import { answerForbidden, ForbiddenError } from '~/lib/forbidden-error';
import type { Viewer } from '~/lib/viewer';

interface GuardInput {
  context: { viewer: Viewer | null };
  location: ParsedLocation;
}

/** Signed out → sign-in (coming back here after); not onboarded → onboarding first. */
export function requireOnboardedViewer({ context, location }: GuardInput): Viewer {
  const { viewer } = context;
  if (!viewer) throw redirect({ to: '/login', search: { redirect: location.href } });
  if (!viewer.onboarded) throw redirect({ to: '/onboarding', search: { redirect: location.href } });
  return viewer;
}

/** A signed-in person without the permission sees the 403 page. */
export function requirePermission(viewer: Viewer, permissions: Permissions): void {
  if (roleCan(viewer.role, permissions)) return;
  answerForbidden();
  throw new ForbiddenError();
}

/** The guard of an area's layout route: signed in, onboarded, and allowed into that area. */
export function requireAreaAccess(input: GuardInput, area: 'app' | 'manager'): Viewer {
  const viewer = requireOnboardedViewer(input);
  requirePermission(viewer, { apps: [area] });
  // The admin policy: the administration opens once a second factor is set up.
  if (area === 'manager' && viewer.mustSetUpSecondFactor)
    throw redirect({ to: '/second-factor', search: { redirect: input.location.href } });
  return viewer;
}
