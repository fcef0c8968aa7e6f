import { ORPCError, os } from '@orpc/server';
import { isAPIError } from 'better-auth/api';
import { DEMO_MODE_ERROR } from '~/lib/demo-mode';
import { grantsAll, roleCan, type Permissions } from '~/lib/permissions';
import type { KeyCaller } from '../api-keys/api-key-reader';
import { presentedApiKey } from '../api-keys/api-key-secret';
import { recordAudit, type AuditEntry } from '../audit';
import type { AuthSession } from '../auth';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { setRequestRoute } from '../request-timing';
import { sessionOf } from '../request-session';
import { mustSetUpSecondFactor } from '../second-factor/has-second-factor';
import { inSpan } from '../telemetry/tracer';
import type { WebhookEventInput } from '../webhooks/webhook-outbox';

export interface ApiContext {
  headers: Headers;
  server: ServerContext;
  /** How the procedure was reached over HTTP (an MCP tool calls it); undefined for the server's own render. */
  via?: 'rpc' | 'rest' | 'mcp';
}

export interface ApiMeta {
  /** What the caller's role must grant; checked on the server before the handler runs. Required. */
  permission?: Permissions;
  /** A throttle counts its calls, so it can answer 429 with Retry-After (the OpenAPI document says so). */
  throttled?: boolean;
}

/**
 * The one error mapping of Folio's procedures: a database that is down, stopped or too slow is a 503;
 * a refusal from better-auth (a throttle's 429, a wrong code's 400…) keeps its status, code and
 * `retryAfter`. Anything else passes as it is (an ORPCError) or is a real 500.
 */
function asApiError(error: unknown): unknown {
  if (isDatabaseUnavailable(error)) {
    return new ORPCError('SERVICE_UNAVAILABLE', {
      message: 'Folio is unavailable for a moment; try again shortly',
      cause: error,
    });
  }
  if (isAPIError(error) && (error.statusCode < 500 || error.statusCode === 503)) {
    const body = (error.body ?? {}) as { code?: string; message?: string; retryAfter?: number };
    return new ORPCError(body.code ?? error.status.toString(), {
      status: error.statusCode,
      message: body.message,
      data: body.retryAfter ? { retryAfter: body.retryAfter } : undefined,
      cause: error,
    });
  }
  return error;
}

const base = os
  .$context<ApiContext>()
  .$meta<ApiMeta>({})
  .use(async ({ context, next, path, procedure }) => {
    const name = path.join('.');
    // The route template of an API call is its procedure's (metrics, the trace's server span).
    if (context.via === 'rpc') setRequestRoute(`/api/rpc/${path.join('/')}`);
    if (context.via === 'rest') setRequestRoute(`/api/rest${procedure['~orpc'].route.path ?? `/${name}`}`);
    return inSpan(`orpc ${name}`, { 'rpc.system': 'orpc', 'rpc.method': name }, async () => {
      try {
        return await next();
      } catch (error) {
        throw asApiError(error);
      }
    });
  });

/** No writes in demo mode (in `procedure`, checked once the caller and their permission are known). */
const refuseDemoWrites = os
  .$context<ApiContext>()
  .$meta<ApiMeta>({})
  .middleware(async ({ context, next, procedure }) => {
    const method = procedure['~orpc'].route.method ?? 'POST';
    if (context.server.env.DEMO_MODE && method !== 'GET') {
      throw new ORPCError(DEMO_MODE_ERROR, { status: 403, message: 'This is a read-only demo' });
    }
    return next();
  });

/** The `data.reason` of a 403 whose cause is the key's permissions, not its owner's role. */
export const KEY_DOES_NOT_GRANT = 'key-does-not-grant';

interface Caller {
  user: AuthSession['user'];
  /** The browser's (or a bearer token's) session; null for a request made with an API key. */
  session: AuthSession['session'] | null;
  /** The API key the request was made with, and what it may do now. */
  key: { id: string; name: string; permissions: Permissions } | null;
}

/**
 * The caller of one HTTP request that presents an API key, looked up and counted against the key's
 * throttle once however many procedures the request calls (an MCP tool may call several): keyed by the
 * request's own headers object, so it lives exactly as long as the request, as its session does
 * (request-session.ts). Rejects with a 401 when the key does not stand, a 429 over its throttle.
 */
const keyLookups = new WeakMap<Headers, Promise<KeyCaller>>();

export function keyCallerOf(
  context: Pick<ApiContext, 'headers' | 'server'>,
  presented: string,
): Promise<KeyCaller> {
  let lookup = keyLookups.get(context.headers);
  if (!lookup) {
    lookup = (async () => {
      const found = await context.server.readApiKey(presented);
      if (!found)
        throw new ORPCError('UNAUTHORIZED', { message: 'The API key is unknown, revoked or expired' });
      await context.server.throttles.beforeKeyRequest(found.key.id);
      return found;
    })().catch((error: unknown) => Promise.reject(asApiError(error)));
    keyLookups.set(context.headers, lookup);
  }
  return lookup;
}

/**
 * Who a request is: the owner of the API key it presents (`Authorization: Bearer folio_…`), counted
 * against the key's throttle, or else its session. A key that does not stand is a 401, never a fallback
 * to the cookie.
 */
async function callerOf(context: ApiContext): Promise<Caller> {
  const presented = presentedApiKey(context.headers);
  if (presented) {
    const found = await keyCallerOf(context, presented);
    return { user: found.user, session: null, key: { ...found.key, permissions: found.permissions } };
  }
  const session = await sessionOf(context.server, context.headers);
  if (!session) throw new ORPCError('UNAUTHORIZED');
  return { user: session.user, session: session.session, key: null };
}

/**
 * What anyone may read without signing in, because it is addressed by a secret that only its
 * recipient holds (an invitation's link). Keep this rare: everything else is `procedure`.
 */
export const publicProcedure = base.use(refuseDemoWrites);

/**
 * Every procedure Folio serves: a signed-in caller (checked against the database once per request),
 * whose role grants the permission the procedure declares, and no writes in demo mode.
 */
export const procedure = base
  .use(async ({ context, next }) => {
    const caller = await callerOf(context);
    const actor = { id: caller.user.id, email: caller.user.email };
    const ipAddress = context.headers.get(CLIENT_IP_HEADER);
    const viaKey = caller.key ? { viaKey: caller.key.name } : {};
    /** Records what the caller did; pass the transaction that made the change so both land or neither. */
    const audit = (
      entry: Omit<AuditEntry, 'actor' | 'ipAddress'>,
      executor: Pick<Database, 'insert'> = context.server.connection.db,
    ) => recordAudit(executor, { ...entry, detail: { ...entry.detail, ...viaKey }, actor, ipAddress });
    let recorded = false;
    /**
     * Records a webhook event beside the audit entry: pass the transaction that made the change, so the
     * change, its audit entry and its event land together or not at all (webhooks/webhook-outbox.ts).
     */
    const webhookEvent = (event: WebhookEventInput, executor: Database) => {
      recorded = true;
      return context.server.webhooks.record(executor, event);
    };
    const result = await next({ context: { ...caller, audit, webhookEvent } });
    // Committed by now: the delivery workers of this instance look at once (the others at their poll).
    if (recorded) context.server.webhooks.wake();
    return result;
  })
  .use(async ({ context, next, procedure }) => {
    const { permission } = procedure['~orpc'].meta;
    // Fail closed: a procedure that forgot to declare its permission is callable by nobody. With a key,
    // the key must grant it too (its permissions ∩ its owner's role now).
    if (!permission || !roleCan(context.user.role, permission)) throw new ORPCError('FORBIDDEN');
    if (context.key && !grantsAll(context.key.permissions as Record<string, readonly string[]>, permission))
      throw new ORPCError('FORBIDDEN', {
        message: 'The API key does not grant this',
        data: { reason: KEY_DOES_NOT_GRANT },
      });
    // The admin policy holds for the administration's API as for its pages: what only an admin may
    // do waits until they have a second factor.
    if (!roleCan('user', permission) && (await mustSetUpSecondFactor(context.server, context.user)))
      throw new ORPCError('SECOND_FACTOR_REQUIRED', {
        status: 403,
        message: 'Set up a second factor to use the administration',
      });
    return next();
  })
  .use(refuseDemoWrites);
