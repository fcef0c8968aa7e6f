/**
 * Fixed loopback ports of the e2e run, shared by playwright.config.ts, the mail catcher and the tests.
 * Override with E2E_PORT / E2E_SMTP_PORT / E2E_MAIL_API_PORT / E2E_OIDC_PORT when one of them is taken.
 */
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const APP_PORT = port('E2E_PORT', 3210);
export const SMTP_PORT = port('E2E_SMTP_PORT', 3225);
export const MAIL_API_PORT = port('E2E_MAIL_API_PORT', 3226);
export const DEMO_PORT = port('E2E_DEMO_PORT', 3211);
export const OIDC_PORT = port('E2E_OIDC_PORT', 3227);

/** The origin the browser uses; Folio's BASE_URL must be exactly this. */
export const BASE_URL = `http://localhost:${APP_PORT}`;
export const MAIL_API_URL = `http://127.0.0.1:${MAIL_API_PORT}`;

/** A second Folio in read-only demo mode, with an environment banner (staging). */
export const DEMO_BASE_URL = `http://localhost:${DEMO_PORT}`;

/** The OpenID Connect provider the e2e Folio signs in with (see oidc-server.ts). */
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

/** A Folio started from a production-only install (see production-install.spec.ts). */
export const PRODUCTION_PORT = port('E2E_PRODUCTION_PORT', 3212);

/** A Folio started as `npm start` starts it on a new embedded database (see first-start.spec.ts). */
export const FIRST_START_PORT = port('E2E_FIRST_START_PORT', 3213);

/** A Folio started by e2e/second-factor.spec.ts with REQUIRE_ADMIN_SECOND_FACTOR=true. */
export const ADMIN_POLICY_PORT = port('E2E_ADMIN_POLICY_PORT', 3214);
