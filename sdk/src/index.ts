import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export interface FolioClientOptions {
  /** Where Folio is, e.g. `https://folio.example.com`: its REST API is under `/api/rest` there. */
  baseUrl: string;
  /** A personal API key (`folio_…`), made on Folio's account page. */
  apiKey: string;
  /** The fetch to send requests with (a test's, a proxy's); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** openapi-fetch's client for Folio's REST API: `GET`, `POST`, … on its paths, typed by its document. */
export type FolioClient = Client<paths>;

/**
 * A client for Folio's REST API that sends `apiKey` as `Authorization: Bearer folio_…` on every request.
 * Each call answers `{ data }` or `{ error }` with its `response`; `unwrap` turns an `error` into a thrown
 * FolioApiError.
 */
export function createFolioClient({ baseUrl, apiKey, fetch }: FolioClientOptions): FolioClient {
  if (!apiKey) throw new TypeError('createFolioClient needs an API key (folio_…) from the account page');
  const client = createClient<paths>({ baseUrl: `${baseUrl.replace(/\/+$/, '')}/api/rest`, fetch });
  const bearer: Middleware = {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      return request;
    },
  };
  client.use(bearer);
  return client;
}

/** A request Folio refused (or could not answer): what a program acts on. */
export interface FolioRefusal {
  /** The HTTP status: 401 for a key that is unknown, revoked or expired; 403 for one that may not; 429 … */
  status: number;
  /** Folio's code for it (`UNAUTHORIZED`, `FORBIDDEN`, `TOO_MANY_REQUESTS`, `CONFLICT`, …). */
  code: string;
  /** For a developer; not meant for the people using your program. */
  message: string;
  /** After a 429: the seconds to wait before trying again (the `Retry-After` header). */
  retryAfter?: number;
}

/** A refusal thrown by `unwrap`: `status`, `code`, `message` and, after a 429, `retryAfter`. */
export class FolioApiError extends Error implements FolioRefusal {
  override readonly name = 'FolioApiError';
  readonly status: number;
  readonly code: string;
  readonly retryAfter?: number;

  constructor(refusal: FolioRefusal) {
    super(refusal.message);
    this.status = refusal.status;
    this.code = refusal.code;
    if (refusal.retryAfter !== undefined) this.retryAfter = refusal.retryAfter;
  }
}

interface RefusalBody {
  code?: unknown;
  message?: unknown;
  retryAfter?: unknown;
  data?: { retryAfter?: unknown } | null;
}

/**
 * The refusal in an answer that is not a success: `error` is the body openapi-fetch read (Folio's
 * `{ code, message, … }`, or the text of an answer from something in between, such as a proxy).
 */
export function refusalOf(response: Response, error: unknown): FolioRefusal {
  const body: RefusalBody = typeof error === 'object' && error !== null ? (error as RefusalBody) : {};
  const text = typeof error === 'string' ? error.trim().slice(0, 200) : '';
  const refusal: FolioRefusal = {
    status: response.status,
    code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
    message: typeof body.message === 'string' ? body.message : text || response.statusText,
  };
  const retryAfter =
    secondsToWait(response.headers.get('retry-after')) ?? positive(body.retryAfter ?? body.data?.retryAfter);
  if (retryAfter !== undefined) refusal.retryAfter = retryAfter;
  return refusal;
}

/** `Retry-After` as seconds (it may also be a date). */
function secondsToWait(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return positive(Number(header));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

/**
 * The data of a call that succeeded, or a FolioApiError for one that did not:
 * `const { items } = await unwrap(folio.GET('/books'))`.
 */
export async function unwrap<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> {
  const { data, error, response } = await call;
  if (!response.ok) throw new FolioApiError(refusalOf(response, error));
  return data as Data;
}
