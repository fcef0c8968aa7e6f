/**
 * The AUTH_SECRET of every Folio the end-to-end tests start (the shared server, the demo and the specs'
 * own): fixed, so that a failure is reproducible, and never a production value.
 */
export const E2E_AUTH_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnop';
