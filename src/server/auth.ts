import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, emailOTP, openAPI } from 'better-auth/plugins';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { passkey } from '@better-auth/passkey';
import type { Logger } from 'pino';
import { accessControl, roles } from '~/lib/access-control';
import { createAuthHooks } from './auth-hooks';
import { DISABLED_AUTH_PATHS } from './auth-surface';
import { serverI18n } from '~/lib/i18n';
import { DEFAULT_LANGUAGE } from '~/lib/languages';
import { languageOfRequest } from '~/lib/request-language';
import { cleanPersonName } from '~/lib/person-name';
import type { Database } from './db/client';
import * as schema from './db/schema';
import { isDemoAccount, rememberDemoCode } from './demo-codes';
import { codeEmail, type CodePurpose } from './email/code-email';
import { markSendFailed } from './email/failed-sends';
import type { Mailer } from './email/mailer';
import type { Env } from './env';
import type { JobRunner } from './jobs/job-runner';
import { recordSignUp } from './webhooks/webhook-auth-events';
import type { Webhooks } from './webhooks/webhooks';
import { organizations } from './organizations/organization-plugin';
import { PASSKEY_CHALLENGE_COOKIE, relyingParty } from './passkeys/relying-party';
import { CLIENT_IP_HEADER } from './http/client-ip';
import { authCookieOptions, capSessionLifetime } from './security/session-policy';
import { IMPERSONATION_SECONDS } from './security/session-rule';
import { enforceSessionRule } from './security/session-rule-lookup';
import { secondFactor } from './second-factor/second-factor-plugin';
import { SECOND_FACTOR_CHECK_PATHS } from './second-factor/second-factor-hooks';
import { isBackupCode } from '~/lib/second-factor-codes';
import { SEND_CODE_PATHS, VERIFY_CODE_PATHS, type Throttles, type ThrottleStore } from './throttle';

export const LOGIN_CODE_MINUTES = 5;
export const LOGIN_CODE_LENGTH = 6;
const SESSION_DAYS = 30;
/** Reads of one's own session and sessions: never limited per address. */
const UNLIMITED_READS = ['/get-session', '/list-sessions'];

export interface AuthDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  throttles: Throttles;
  /** Where better-auth's own rate limits count: the throttles' shared store (database or Redis). */
  throttleStore: ThrottleStore;
  /** Where the invitation e-mails and the e-mail-changed notices are queued. */
  jobs: JobRunner;
  /** Where the events of better-auth's changes (sign-ups, accepted invitations) are recorded for webhooks. */
  webhooks: Webhooks;
}

/** What better-auth logs as an error but is the caller's mistake, answered with a 400: not an alert. */
// The passkey plugin logs every answer its verifier refuses (a forged or garbled one) as an error.
const CALLERS_MISTAKES = new Set([
  'Email is the same',
  'Failed to verify registration',
  'Failed to verify authentication',
]);

export function createAuth(dependencies: AuthDependencies) {
  const { env, db, mailer, logger, secret, throttles, throttleStore, jobs, webhooks } = dependencies;
  /** A current code of the signed-in person, checked by better-auth's own endpoints (and their throttles). */
  const verifyCurrentCode = async (headers: Headers, code: string): Promise<void> => {
    const body = { code };
    if (isBackupCode(code)) await auth.api.verifyBackupCode({ headers, body });
    else await auth.api.verifyTOTP({ headers, body });
  };
  const auth = betterAuth({
    appName: 'Folio',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(env.BASE_URL).origin],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    disabledPaths: DISABLED_AUTH_PATHS,
    logger: {
      log: (level, message, ...args) =>
        logger[CALLERS_MISTAKES.has(message) ? 'info' : level]({ args }, message),
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false },
        onboardedAt: { type: 'date', required: false, input: false },
        pictureKey: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // Never trust a cached session: every request reads the session and user rows.
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      // The absolute maximum: a refresh never moves a session's expiry past sign-in + 90 days.
      session: { update: { after: capSessionLifetime(db) } },
      // A person who signed up (an e-mail code, a provider): webhooks hear of it. better-auth writes
      // without a transaction in Folio, so the event follows the user's row rather than sharing its
      // transaction; an admin's new user (users.router.ts) shares it.
      user: { create: { after: recordSignUp(db, webhooks) } },
    },
    advanced: {
      // HttpOnly, SameSite=Lax, Path=/; over https also Secure and the __Host- prefix.
      ...authCookieOptions(env.BASE_URL),
      // Set by Folio's HTTP server from the socket (or the trusted proxy), never by the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // A session and its user in one statement (the relations in db/schema.ts), not two.
      database: { joins: true },
    },
    // better-auth's limits (in production) count in the throttles' shared store, so they hold across
    // instances. The e-mail code endpoints have Folio's own throttles instead, and reading the session
    // has none: several tabs, or an office behind one address, must never look signed out.
    rateLimit: {
      // Folio's configuration decides, not better-auth's own reading of process.env.
      enabled: env.NODE_ENV === 'production',
      customStorage: {
        consume: async (key, rule) => {
          // Fail open: these general limits are not worth refusing every sign-in while the store is away.
          const hit = await throttleStore.hit(`auth:${key}`, rule.window).catch(() => undefined);
          if (!hit) return { allowed: true, retryAfter: null };
          const { count, resetInSeconds } = hit;
          return count <= rule.max
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: resetInSeconds };
        },
      },
      customRules: Object.fromEntries(
        [...SEND_CODE_PATHS, ...VERIFY_CODE_PATHS, ...SECOND_FACTOR_CHECK_PATHS, ...UNLIMITED_READS].map(
          (path) => [path, false],
        ),
      ),
    },
    hooks: createAuthHooks({ env, db, jobs, throttles, verifyCurrentCode, webhooks }),
    ...socialSignIn(env),
    plugins: [
      // Native apps without cookies: a sign-in answers `set-auth-token` (the signed session cookie's
      // value), sent back as `Authorization: Bearer …`; unsigned tokens are refused (ADR 0027).
      bearer({ requireSignature: true }),
      emailOTP({
        otpLength: LOGIN_CODE_LENGTH,
        expiresIn: LOGIN_CODE_MINUTES * 60,
        allowedAttempts: 3,
        storeOTP: 'hashed',
        disableSignUp: !env.SIGNUP_ENABLED,
        changeEmail: { enabled: true },
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          // A read-only demo sends no e-mail: the verify page shows the code of the seeded accounts.
          if (env.DEMO_MODE) {
            if (type === 'sign-in' && isDemoAccount(email))
              await rememberDemoCode(db, email, otp, LOGIN_CODE_MINUTES * 60_000);
            return;
          }
          const language = ctx?.request ? languageOfRequest(ctx.request) : DEFAULT_LANGUAGE;
          const t = serverI18n(language).getFixedT(language, 'email');
          const purpose: CodePurpose =
            type === 'sign-in' ? 'sign-in' : type === 'change-email' ? 'new-email' : 'confirm';
          await mailer
            .send(codeEmail({ to: email, code: otp, minutes: LOGIN_CODE_MINUTES, purpose, language, t }))
            .catch(async (error: unknown) => {
              // The person did nothing wrong: the wait before the next code is given back.
              logger.error({ err: error }, 'A code e-mail could not be sent');
              await throttles.afterSendFailed({
                email: email.toLowerCase(),
                purpose: type,
                ip: null,
                sender: type === 'change-email' ? ctx?.context.session?.user.id : undefined,
              });
              markSendFailed(ctx);
            });
        },
      }),
      admin({
        ac: accessControl,
        roles,
        defaultRole: 'user',
        adminRoles: ['admin'],
        impersonationSessionDuration: IMPERSONATION_SECONDS,
      }),
      organizations({ env, jobs, logger }),
      secondFactor({ baseURL: env.BASE_URL }),
      // Only the ceremonies: listing, renaming and removing go through Folio's API (features/passkeys).
      passkey({
        rpName: 'Folio',
        ...relyingParty(env),
        advanced: { webAuthnChallengeCookie: PASSKEY_CHALLENGE_COOKIE },
      }),
      openAPI({ disableDefaultReference: true }),
      ...openIdConnect(env),
    ],
  });
  enforceSessionRule(auth.$context, db);
  return auth;
}

/** The provider id of the OpenID Connect provider (callback: /api/auth/callback/oidc). */
export const OIDC_PROVIDER_ID = 'oidc';

/** Where a failed sign-in through a provider lands; /login/error maps the `error` values it knows. */
export const LOGIN_ERROR_PATH = '/login/error';

/**
 * GitHub (built in) and account linking. An existing user is linked to a provider account with the
 * same e-mail only when the provider says that e-mail is verified (no provider is trusted blindly);
 * a new person is refused with `signup_disabled` when sign-up is closed.
 */
function socialSignIn(env: Env) {
  return {
    socialProviders:
      env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? {
            github: {
              clientId: env.GITHUB_CLIENT_ID,
              clientSecret: env.GITHUB_CLIENT_SECRET,
              disableSignUp: !env.SIGNUP_ENABLED,
              mapProfileToUser: (profile) => ({
                name: cleanPersonName(profile.name || profile.login, String(profile.email ?? '')),
              }),
            },
          }
        : {},
    account: {
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    // Errors before the provider's answer is tied to a flow (e.g. an expired state) land on the
    // same page, as unknown_error, rather than on better-auth's own error page.
    onAPIError: { errorURL: new URL(LOGIN_ERROR_PATH, env.BASE_URL).toString() },
  } satisfies Partial<BetterAuthOptions>;
}

/** Any OpenID Connect provider, found through its discovery document. */
function openIdConnect(env: Env) {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: env.OIDC_NAME,
          discoveryUrl: `${env.OIDC_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          disableSignUp: !env.SIGNUP_ENABLED,
          // Signing out of Folio ends the Folio session only, not the session at the provider (as
          // with GitHub): no redirect to the provider's end_session_endpoint.
          disableProviderLogout: true,
          // A provider without a usable display name: the e-mail stands in for it.
          mapProfileToUser: (profile) => ({
            name: cleanPersonName(profile.name, String(profile.email ?? '')),
          }),
        },
      ],
    }),
  ];
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
