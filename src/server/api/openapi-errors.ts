import type { OpenAPI } from '@orpc/openapi';
import { DEMO_MODE_ERROR } from '~/lib/demo-mode';

/**
 * The refusals an API answers with, as the OpenAPI documents describe them: shared response objects
 * (`#/components/responses/…`), and which of them an operation can give. The bodies are the ones sent
 * (tests/integration/openapi.test.ts compares them with real answers).
 */

/** What is known of an operation that decides which refusals it can give. */
export interface OperationFacts {
  /** It needs a signed-in caller whose role grants its permission (else 401, 403). */
  signedIn: boolean;
  /** It changes something, so the demo mode refuses it (403). */
  writes: boolean;
  /** It takes input that can fail validation (400). */
  input: boolean;
  /** Its path names a thing that may not exist (404). */
  pathParameters: boolean;
  /** A throttle counts its calls (429 with Retry-After). */
  throttled: boolean;
}

/** The JSON body of a refusal: the same fields over REST for every status, `data` where it says more. */
export interface ErrorBodyShape {
  /** The body's schema, with `extra` properties (e.g. `data` of a 400 or a 429). */
  body(extra?: Record<string, OpenAPI.SchemaObject>): OpenAPI.SchemaObject;
  /** The properties a 400's body adds: what in the input was refused. */
  invalidInput: Record<string, OpenAPI.SchemaObject>;
  /** The properties a 429's body adds: the seconds to wait. */
  retryAfter: Record<string, OpenAPI.SchemaObject>;
}

const RETRY_AFTER_HEADER: OpenAPI.HeaderObject = {
  description: 'Whole seconds to wait before trying again (the same number as in the body).',
  required: true,
  schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86_400 },
};

const SECONDS: OpenAPI.SchemaObject = { type: 'integer', format: 'int32', minimum: 1, maximum: 86_400 };

const VALIDATION_ISSUES: Record<string, OpenAPI.SchemaObject> = {
  data: {
    type: 'object',
    properties: {
      issues: {
        type: 'array',
        description: "zod's issues: where (`path`) and why (`code`, `message`) the input was refused.",
        maxItems: 1000,
        items: { type: 'object' },
      },
    },
  },
};

/** oRPC's REST refusals: `{ defined, code, status, message, data? }`. */
export const ORPC_ERROR_BODY: ErrorBodyShape = {
  body: (extra = {}) => ({
    type: 'object',
    properties: {
      defined: { type: 'boolean' },
      code: { type: 'string', description: 'What went wrong, for a program (e.g. `NOT_FOUND`).' },
      status: { type: 'integer', format: 'int32', minimum: 400, maximum: 599 },
      message: { type: 'string', description: 'For a developer; a UI shows a text chosen by `code`.' },
      ...extra,
    },
    required: ['defined', 'code', 'status', 'message'],
  }),
  invalidInput: VALIDATION_ISSUES,
  retryAfter: {
    data: { type: 'object', properties: { retryAfter: SECONDS }, required: ['retryAfter'] },
  },
};

/** better-auth's refusals, as Folio sends them: `{ code, message }`. */
export const AUTH_ERROR_BODY: ErrorBodyShape = {
  body: (extra = {}) => ({
    type: 'object',
    properties: {
      code: { type: 'string', description: 'What went wrong, for a program (e.g. `INVALID_OTP`).' },
      message: { type: 'string', description: 'For a developer; a UI shows a text chosen by `code`.' },
      ...extra,
    },
    required: ['code', 'message'],
  }),
  invalidInput: {},
  retryAfter: { retryAfter: SECONDS },
};

/**
 * What every refusal has, whichever part sent it: a 503 comes from oRPC (a procedure's query failed) or
 * from Folio's handler (reading the session failed), the latter without `defined` and `status`.
 */
const LEAST_ERROR_BODY = AUTH_ERROR_BODY.body();

/** The shared responses of a document whose refusals have `shape`, keyed by their component names. */
export function errorResponseComponents(shape: ErrorBodyShape): Record<string, OpenAPI.ResponseObject> {
  const json = (schema: OpenAPI.SchemaObject) => ({ 'application/json': { schema } });
  return {
    BadRequest: {
      description: 'The input was refused (missing, malformed or out of bounds).',
      content: json(shape.body(shape.invalidInput)),
    },
    Unauthorized: { description: 'No valid session: sign in first.', content: json(shape.body()) },
    Forbidden: {
      description: `The caller's role does not allow it, an administrator has no second factor yet (\`SECOND_FACTOR_REQUIRED\`), or a write in the read-only demo (\`${DEMO_MODE_ERROR}\`).`,
      content: json(shape.body()),
    },
    NotFound: {
      description: 'Nothing with that id (or not visible to the caller).',
      content: json(shape.body()),
    },
    TooManyRequests: {
      description: 'A limit was reached; try again after `Retry-After` seconds.',
      headers: { 'Retry-After': RETRY_AFTER_HEADER },
      content: json(shape.body(shape.retryAfter)),
    },
    InternalServerError: {
      description: 'An unexpected failure, logged with the `requestId` it names.',
      content: json(shape.body({ requestId: { type: 'string' } })),
    },
    ServiceUnavailable: {
      description: 'The database is unavailable for a moment; try again after `Retry-After` seconds.',
      headers: { 'Retry-After': RETRY_AFTER_HEADER },
      content: json(LEAST_ERROR_BODY),
    },
  };
}

const ref = (name: string): OpenAPI.ReferenceObject => ({ $ref: `#/components/responses/${name}` });

/** The refusals an operation with `facts` can give, by status, as references to the shared responses. */
export function errorResponses(facts: OperationFacts): Record<string, OpenAPI.ReferenceObject> {
  return {
    ...(facts.input ? { 400: ref('BadRequest') } : {}),
    ...(facts.signedIn ? { 401: ref('Unauthorized') } : {}),
    ...(facts.signedIn || facts.writes ? { 403: ref('Forbidden') } : {}),
    ...(facts.pathParameters ? { 404: ref('NotFound') } : {}),
    ...(facts.throttled ? { 429: ref('TooManyRequests') } : {}),
    500: ref('InternalServerError'),
    503: ref('ServiceUnavailable'),
  };
}
