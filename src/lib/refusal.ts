/** What a server said when it refused a request. */
export interface Refusal {
  /** better-auth's code, the code an oRPC error's data carries, or the oRPC error's own code. */
  code?: string;
  status?: number;
  /** Seconds to wait, when a throttle refused. */
  retryAfter?: number;
  /** Why Folio's API refused a change (`last-admin`, `duplicate-email`…): the feature translates it. */
  reason?: string;
}

/**
 * The refusal inside whatever a client received: better-auth's `{ code, status, retryAfter }`, an oRPC
 * error (whose data may carry a better-auth code), or a natively posted form's `{ code }`.
 */
export function refusalOf(error: unknown): Refusal {
  if (isORPCError(error)) {
    const data = (error.data ?? {}) as { code?: unknown; retryAfter?: unknown; reason?: unknown };
    return {
      code: typeof data.code === 'string' ? data.code : error.code,
      status: error.status,
      retryAfter: secondsOf(data.retryAfter),
      reason: typeof data.reason === 'string' ? data.reason : undefined,
    };
  }
  if (typeof error !== 'object' || error === null) return {};
  const { code, status, retryAfter } = error as { code?: unknown; status?: unknown; retryAfter?: unknown };
  return {
    code: status === 429 ? 'TOO_MANY_REQUESTS' : typeof code === 'string' ? code : undefined,
    status: typeof status === 'number' ? status : undefined,
    retryAfter: secondsOf(retryAfter),
  };
}

/**
 * An oRPC error (ORPCError, as the client and in-process calls throw it), told by its shape: an
 * `instanceof` would need @orpc/client, and this module is in every page's first load.
 */
function isORPCError(error: unknown): error is Error & { code: string; status: number; data: unknown } {
  if (!(error instanceof Error)) return false;
  const { code, status, defined } = error as Error & { code?: unknown; status?: unknown; defined?: unknown };
  return typeof code === 'string' && typeof status === 'number' && typeof defined === 'boolean';
}

function secondsOf(value: unknown): number | undefined {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
