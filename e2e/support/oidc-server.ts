/**
 * The e2e OpenID Connect provider, started by Playwright as the first `webServer` (Folio reads its
 * discovery document when it starts). See oidc-provider.ts for how a test chooses who signs in.
 */
import { startOidcProvider } from './oidc-provider';
import { OIDC_PORT } from './ports';

const provider = await startOidcProvider(OIDC_PORT);
console.log(`OIDC provider listening on ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void provider.close().finally(() => process.exit(0)));
