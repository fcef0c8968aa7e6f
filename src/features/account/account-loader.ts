import type { QueryClient } from '@tanstack/react-query';
import { passkeyQueries } from './passkey-queries';

/** What the account page shows from the first paint: the person's passkeys. */
export function loadAccount(queryClient: QueryClient) {
  return queryClient.ensureQueryData(passkeyQueries.mine());
}
