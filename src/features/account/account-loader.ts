import type { QueryClient } from '@tanstack/react-query';
import { apiKeyQueries } from './api-key-queries';
import { passkeyQueries } from './passkey-queries';

/** What the account page shows from the first paint: the person's passkeys and API keys. */
export function loadAccount(queryClient: QueryClient) {
  return Promise.all([
    queryClient.ensureQueryData(passkeyQueries.mine()),
    queryClient.ensureQueryData(apiKeyQueries.mine()),
  ]);
}
