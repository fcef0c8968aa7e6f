import { ORPCError } from '@orpc/server';
import { presentedApiKey } from '../api-keys/api-key-secret';
import { keyCallerOf, type ApiContext } from '../api/procedure';

/**
 * Who may use /mcp: the owner of a personal API key (`Authorization: Bearer folio_…`), by the same rule
 * and the same throttle as every API request with a key (`keyCallerOf`, counted once per request however
 * many procedures its tool calls). A session (cookie or bearer token) is not enough: an agent holds a key
 * its person made for it, scoped and revocable. Answers the refusal, or null when the request may go on;
 * a 401 gains `WWW-Authenticate: Bearer realm="Folio"` in the API handler.
 */
export async function refuseMcpCaller(
  context: Pick<ApiContext, 'headers' | 'server'>,
): Promise<Response | null> {
  const presented = presentedApiKey(context.headers);
  if (!presented)
    return Response.json(
      {
        code: 'API_KEY_REQUIRED',
        message: 'The MCP endpoint takes a personal API key: Authorization: Bearer folio_…',
      },
      { status: 401 },
    );
  try {
    await keyCallerOf(context, presented);
    return null;
  } catch (error) {
    if (!(error instanceof ORPCError)) throw error;
    return Response.json(
      { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) },
      { status: error.status },
    );
  }
}
