import { isWellFormedText } from '~/lib/well-formed-text';

/**
 * A JSON or form body with a NUL character or an unpaired surrogate in any string is refused with 400
 * before a procedure or better-auth sees it: PostgreSQL cannot store such text, and Folio does not
 * change what people send behind their back. Returns the request to pass on (its body read once), or the
 * refusal. Bodies that do not parse pass unchanged: the API answers those with its own 400.
 */
export async function checkBodyText(request: Request): Promise<Request | Response> {
  const type = request.headers.get('content-type') ?? '';
  const json = type.includes('application/json');
  if (!request.body || !(json || type.includes('application/x-www-form-urlencoded'))) return request;
  const text = await request.text();
  if (!(json ? jsonTextIsWellFormed(text) : formTextIsWellFormed(text))) {
    return Response.json(
      { code: 'BAD_REQUEST', message: 'Text may not contain NUL characters or unpaired surrogates' },
      { status: 400 },
    );
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: text,
    signal: request.signal,
  });
}

function jsonTextIsWellFormed(text: string): boolean {
  try {
    return valueIsWellFormed(JSON.parse(text));
  } catch {
    return true;
  }
}

function valueIsWellFormed(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (Array.isArray(value)) return value.every(valueIsWellFormed);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => isWellFormedText(key) && valueIsWellFormed(item));
  return true;
}

function formTextIsWellFormed(text: string): boolean {
  return [...new URLSearchParams(text)].every(
    ([key, value]) => isWellFormedText(key) && isWellFormedText(value),
  );
}
