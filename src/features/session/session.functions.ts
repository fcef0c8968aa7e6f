import { createServerFn } from '@tanstack/react-start';
import { getRequestHeaders } from '@tanstack/react-start/server';
import { serverContext } from '~/server/context';

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

/** What the browser may know of the configuration. */
export interface PublicConfig {
  signupEnabled: boolean;
  demoMode: boolean;
  environment: { name: string; emoji: string | null; color: string | null } | null;
  links: { documentation: string; issues: string | null };
}

export const getPublicConfig = createServerFn({ method: 'GET' }).handler(async (): Promise<PublicConfig> => {
  const { env } = await serverContext();
  return {
    signupEnabled: env.SIGNUP_ENABLED,
    demoMode: env.DEMO_MODE,
    environment: env.ENV_NAME
      ? { name: env.ENV_NAME, emoji: env.ENV_EMOJI ?? null, color: env.ENV_COLOR ?? null }
      : null,
    links: { documentation: env.DOCS_URL, issues: env.ISSUES_URL ?? null },
  };
});
