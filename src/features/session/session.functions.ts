import { createServerFn } from '@tanstack/react-start';
import { getRequestHeaders } from '@tanstack/react-start/server';
import { serverContext } from '~/server/context';
import { sessionOf } from '~/server/request-session';
import { mustSetUpSecondFactor } from '~/server/second-factor/has-second-factor';
import type { Env } from '~/server/env';
import type { PublicConfig, SocialProvider, Viewer } from '~/lib/viewer';
import { personPicture } from '~/lib/image-urls';
import { providerPictureOrigins } from '~/server/provider-pictures';
import { answerServiceUnavailable, ServiceUnavailableError } from '~/lib/service-unavailable-error';

export const getViewer = createServerFn({ method: 'GET' }).handler(async (): Promise<Viewer | null> => {
  const server = await serverContext();
  const { databaseAvailable, env } = server;
  const session = await sessionOf(server, getRequestHeaders()).catch(async (error: unknown) => {
    // better-auth hides why a session lookup failed: a database that is down makes it a 503 page.
    if (await databaseAvailable()) throw error;
    answerServiceUnavailable();
    throw new ServiceUnavailableError();
  });
  if (!session) return null;
  const { user } = session;
  const impersonatedBy = (session.session as { impersonatedBy?: string | null }).impersonatedBy;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role ?? 'user',
    onboarded: Boolean(user.onboardedAt),
    impersonated: Boolean(impersonatedBy),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    mustSetUpSecondFactor: await mustSetUpSecondFactor(server, user),
    picture: personPicture(user, providerPictureOrigins(env)),
    activeOrganizationId:
      (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
  };
});

export const getPublicConfig = createServerFn({ method: 'GET' }).handler(async (): Promise<PublicConfig> => {
  const { env } = await serverContext();
  return {
    signupEnabled: env.SIGNUP_ENABLED,
    socialProviders: socialProvidersOf(env),
    demoMode: env.DEMO_MODE,
    environment: env.ENV_NAME
      ? { name: env.ENV_NAME, emoji: env.ENV_EMOJI ?? null, color: env.ENV_COLOR ?? null }
      : null,
    links: { documentation: env.DOCS_URL, issues: env.ISSUES_URL ?? null },
  };
});

/** The providers whose variables are all set (never their secrets). */
export function socialProvidersOf(env: Env): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) providers.push({ id: 'github', name: 'GitHub' });
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)
    providers.push({ id: 'oidc', name: env.OIDC_NAME });
  return providers;
}
