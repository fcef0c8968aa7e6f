import type { ImageUrls } from './image-urls';

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
  /** Their picture (uploaded, else their sign-in provider's), or null: initials show. */
  picture: ImageUrls | null;
  /** They confirmed an authenticator app: a sign-in asks for its code after the e-mail code. */
  twoFactorEnabled: boolean;
  /** The admin policy (REQUIRE_ADMIN_SECOND_FACTOR) keeps /manager closed until they set up a second factor. */
  mustSetUpSecondFactor: boolean;
  /** The organization they are working in (switched from the user menu), or null. */
  activeOrganizationId: string | null;
}

/** The query cache key of the signed-in person: reset it after anything that changes them. */
export const viewerQueryKey = ['viewer'] as const;

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
