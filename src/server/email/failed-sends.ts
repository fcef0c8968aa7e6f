/**
 * The requests whose code e-mail could not be sent. better-auth runs the sending callback through
 * `runInBackgroundOrAwait`, which logs and swallows its failure and answers 200; Folio's after hook
 * looks here and answers 503 EMAIL_UNAVAILABLE instead, so no one waits for a code that never left.
 * Keyed by the request (or, for Folio's own server-side calls, the headers it passed).
 */
const failed = new WeakSet<object>();

interface RequestScope {
  request?: Request;
  headers?: Headers;
}

function keyOf(scope: RequestScope | undefined): object | undefined {
  return scope?.request ?? scope?.headers;
}

export function markSendFailed(scope: RequestScope | undefined): void {
  const key = keyOf(scope);
  if (key) failed.add(key);
}

export function sendFailed(scope: RequestScope): boolean {
  const key = keyOf(scope);
  return key !== undefined && failed.has(key);
}
