import type { organizationClient } from './organization-client';

/**
 * Calls better-auth's organization endpoints through its client (organization-client.ts), loaded with
 * the first call: the organization pages carry no better-auth client in their first load. Resolves
 * with the answer's data and rejects with its error, for mutations.
 */
export async function callOrganizations<Data>(
  call: (client: typeof organizationClient) => Promise<{ data: Data | null; error: unknown }>,
): Promise<Data | null> {
  const { organizationClient } = await import('./organization-client');
  const { data, error } = await call(organizationClient);
  if (error) throw error;
  return data;
}
