import { createServerFn } from '@tanstack/react-start';
import { getRequestHeaders } from '@tanstack/react-start/server';
import { serverContext } from '~/server/context';
import type { Env } from '~/server/env';

/** The signed-in person as the UI needs them (never the session token). */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string;
  onboarded: boolean;
  /** An admin is using this account through impersonation. */
  impersonated: boolean;
}

export const getViewer = createServerFn({ method: 'GET' }).handler(async (): Promise<Viewer | null> => {
  const { auth } = await serverContext();
  const session = await auth.api.getSession({ headers: getRequestHeaders() });
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
  };
});

/** A configured sign-in provider: the login page shows a button for each. */
export interface SocialProvider {
  id: 'github' | 'oidc';
  name: string;
}

/** What the browser may know of the configuration. */
export interface PublicConfig {
  signupEnabled: boolean;
  socialProviders: SocialProvider[];
  demoMode: boolean;
  environment: { name: string; emoji: string | null; color: string | null } | null;
  links: { documentation: string; issues: string | null };
}

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
