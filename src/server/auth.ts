import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, emailOTP, openAPI } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { accessControl, roles } from '~/lib/permissions';
import { createAuthHooks } from './auth-hooks';
import { createI18n } from '~/lib/i18n';
import { DEFAULT_LANGUAGE, languageOfRequest } from '~/lib/languages';
import type { Database } from './db/client';
import * as schema from './db/schema';
import { isDemoAccount, rememberDemoCode } from './demo-codes';
import { codeEmail, type CodePurpose } from './email/code-email';
import type { Mailer } from './email/mailer';
import type { Env } from './env';
import { CLIENT_IP_HEADER } from './http/client-ip';

export const LOGIN_CODE_MINUTES = 5;
export const LOGIN_CODE_LENGTH = 6;
const SESSION_DAYS = 30;

export interface AuthDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

export function createAuth({ env, db, mailer, logger, secret }: AuthDependencies) {
  return betterAuth({
    appName: 'Folio',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(env.BASE_URL).origin],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false },
        onboardedAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    advanced: {
      // Set by Folio's HTTP server from the socket (or the trusted proxy), never by the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: createAuthHooks({ env, db, mailer }),
    plugins: [
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
              rememberDemoCode(email, otp, LOGIN_CODE_MINUTES * 60_000);
            return;
          }
          const language = ctx?.request ? languageOfRequest(ctx.request) : DEFAULT_LANGUAGE;
          const t = createI18n(language).getFixedT(language, 'email');
          const purpose: CodePurpose =
            type === 'sign-in' ? 'sign-in' : type === 'change-email' ? 'new-email' : 'confirm';
          await mailer.send(
            codeEmail({ to: email, code: otp, minutes: LOGIN_CODE_MINUTES, purpose, language, t }),
          );
        },
      }),
      admin({
        ac: accessControl,
        roles,
        defaultRole: 'user',
        adminRoles: ['admin'],
        impersonationSessionDuration: 60 * 60,
      }),
      openAPI({ disableDefaultReference: true }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
