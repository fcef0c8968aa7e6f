import type { z } from 'zod';
import { formError } from '~/lib/form-error';
import { postedNoticeCookie, type PostedNotice } from '~/lib/posted-notice';
import { handleApiRequest } from './handle-api-request';

interface FormPost {
  /** The API endpoint the hydrated form calls, e.g. `/api/auth/sign-in/email-otp`. */
  endpoint: string;
  body: Record<string, unknown>;
  /** Where the browser goes when the call succeeds, given the API's JSON answer. */
  next: (answer: unknown) => string;
  /** Where it goes when the call fails with `code`; by default the form's page, with `?error=code`. */
  back?: (code: string) => string;
  /** The toast the hydrated form shows on success, shown by the next page instead (lib/posted-notice.ts). */
  notice?: (answer: unknown) => PostedNotice;
}

/**
 * A form posted natively — before the page's scripts ran, or without them: the very API call the
 * hydrated form makes, with the browser's cookies, address and Origin, answered with a 303 (post,
 * redirect, get) that carries the API's cookies. Throttles, permissions and the demo mode apply as
 * they do to the API, because it is the API.
 */
export async function answerFormPost(request: Request, post: FormPost): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const answer = await handleApiRequest(
    new Request(new URL(post.endpoint, request.url), {
      method: 'POST',
      headers,
      body: JSON.stringify(post.body),
    }),
  );
  const json: unknown = await answer.json().catch(() => null);
  const location = answer.ok
    ? post.next(json)
    : (post.back ?? ((code) => withFormError(request.url, code)))(errorCode(json, answer));
  const response = seeOther(location);
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  if (answer.ok && post.notice) {
    const secure = new URL(request.url).protocol === 'https:';
    response.headers.append('set-cookie', postedNoticeCookie(post.notice(json), secure));
  }
  return response;
}

/**
 * The posted form's fields, checked by the schema the hydrated form uses: the values, or the 303 back to
 * the form's page with the first refusal's message key (`?error=validation:…`).
 */
export async function readPostedForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<{ values: z.infer<Schema> } | { refusal: Response }> {
  const form = await request.formData().catch(() => new FormData());
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { values: parsed.data };
  return {
    refusal: seeOther(withFormError(request.url, parsed.error.issues[0]?.message ?? 'UNKNOWN_ERROR')),
  };
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** `url`'s path and query, with `error` set to `code`: the page then shows why. */
export function withFormError(url: string, code: string): string {
  const target = new URL(url);
  target.searchParams.set('error', formError(code) ?? 'UNKNOWN_ERROR');
  return `${target.pathname}${target.search}`;
}

/** The API's code; a throttle's with the seconds to wait (`TOO_MANY_REQUESTS:57`), which the page counts down. */
function errorCode(json: unknown, answer: Response): string {
  const body = (json as { code?: unknown } | null)?.code;
  const code = formError(body) ?? (answer.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNKNOWN_ERROR');
  const wait = Number(answer.headers.get('retry-after'));
  return answer.status === 429 && Number.isInteger(wait) && wait > 0 ? `${code}:${wait}` : code;
}
