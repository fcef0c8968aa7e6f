import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { PRODUCT_NAME } from '~/lib/product';
import { TRUSTED_DEVICE_DAYS } from '~/lib/second-factor-codes';

/** How long a pending second step lasts. */
const PENDING_SECOND_STEP_SECONDS = 10 * 60;

/** The page of the second step of a sign-in. */
export const SECOND_STEP_PATH = '/login/two-factor';

/**
 * Every way Folio signs a person in with a first factor: the e-mail code, GitHub, and the OpenID
 * Connect provider. better-auth's twoFactor plugin challenges only its password sign-ins
 * (`/sign-in/email`, …), so its own after-hook is given these paths too.
 */
const FIRST_FACTOR_PATHS = new Set(['/sign-in/email-otp', '/callback/:id', '/oauth2/callback/:providerId']);
/** The first factors that end with a redirect to the app, not with a JSON answer. */
const REDIRECTING_PATHS = new Set(['/callback/:id', '/oauth2/callback/:providerId']);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type AfterHook = NonNullable<NonNullable<BetterAuthPlugin['hooks']>['after']>[number];
type MatchedContext = Parameters<AfterHook['matcher']>[0];

/**
 * Folio asks a current code (the app's, or a backup code) where better-auth would ask a password
 * (second-factor-hooks.ts checks it): the auth OpenAPI document says so.
 */
function documentCurrentCode(endpoint: { options: { metadata?: object } }, what: string) {
  const metadata = endpoint.options.metadata as { openapi?: Record<string, unknown> } | undefined;
  if (!metadata?.openapi) return;
  metadata.openapi.description = `${what} Needs a current code from the authenticator app, or a backup code.`;
  metadata.openapi.requestBody = {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            code: {
              type: 'string',
              description: 'A current 6-digit code from the authenticator app, or an unused backup code',
            },
          },
          required: ['code'],
        },
      },
    },
  };
}

function isChallenge(returned: unknown): boolean {
  return typeof returned === 'object' && returned !== null && 'twoFactorRedirect' in returned;
}

/**
 * better-auth's twoFactor plugin (authenticator app and backup codes; no e-mailed second code: the
 * e-mail is already the first factor). A person with a second factor gets no session from a first
 * factor: the plugin deletes the session the sign-in made, sets its short-lived `two_factor` cookie
 * and answers `{ twoFactorRedirect: true }`; a provider's callback instead redirects to the second
 * step's page, keeping where the sign-in was going in `redirect`.
 */
export function secondFactor({ baseURL }: { baseURL: string }) {
  const plugin = twoFactor({
    issuer: PRODUCT_NAME,
    // Folio has no passwords: the session (and, to turn it off, a current code) is the proof.
    allowPasswordless: true,
    trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
    twoFactorCookieMaxAge: PENDING_SECOND_STEP_SECONDS,
    // Wrong codes are limited by Folio's throttles, which say the true wait (Retry-After); the plugin's
    // own lock has none. Its budget per challenge (5 codes, then a new sign-in) stays.
    accountLockout: { enabled: false },
  });
  documentCurrentCode(plugin.endpoints.disableTwoFactor, 'Turns the second factor off.');
  documentCurrentCode(plugin.endpoints.generateBackupCodes, 'Replaces every backup code.');
  const [challenge] = plugin.hooks.after;
  if (!challenge) throw new Error('better-auth’s twoFactor plugin has no sign-in hook to extend');
  const origin = new URL(baseURL).origin;

  const toSecondStep = createAuthMiddleware(async (ctx: HookContext) => {
    if (!isChallenge(ctx.context.returned)) return;
    const responseHeaders = (ctx.context as { responseHeaders?: Headers }).responseHeaders;
    const landing = new URL(responseHeaders?.get('location') ?? '/', baseURL);
    const redirect = landing.origin === origin ? `${landing.pathname}${landing.search}` : '/';
    throw ctx.redirect(`${SECOND_STEP_PATH}?${new URLSearchParams({ redirect })}`);
  });

  return {
    ...plugin,
    hooks: {
      after: [
        {
          matcher: (context: MatchedContext) =>
            challenge.matcher(context) || FIRST_FACTOR_PATHS.has(context.path ?? ''),
          handler: challenge.handler,
        },
        {
          matcher: (context: MatchedContext) => REDIRECTING_PATHS.has(context.path ?? ''),
          handler: toSecondStep,
        },
      ] satisfies AfterHook[],
    },
  };
}
