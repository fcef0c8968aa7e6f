import type { OpenAPI } from '@orpc/openapi';
import { EMAIL_MAX_LENGTH } from '~/lib/email';
import { NAME_MAX_LENGTH } from '~/lib/person-name';
import { AUTH_ERROR_BODY, errorResponseComponents } from './openapi-errors';
import { declaredTags, pathOperations } from './openapi-operations';
import { SESSION_REQUIREMENTS, sessionSecuritySchemes, thisServer } from './openapi-security';

/**
 * The steps of a sign-in, which a caller without a session takes (the second step and a passkey's
 * ceremony carry cookies of their own, set by the step before), and better-auth's own pages.
 */
const WITHOUT_SESSION = new Set([
  '/sign-in/social',
  '/callback/{id}',
  '/email-otp/send-verification-otp',
  '/sign-in/email-otp',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/generate-authenticate-options',
  '/passkey/verify-authentication',
  '/ok',
  '/error',
]);

/** Answers with or without a session (`null` without one). */
const SESSION_OPTIONAL = new Set(['/get-session']);

/** The limits Folio's auth hooks hold request fields to (src/server/auth-hooks.ts), by field name. */
const FIELD_LIMITS: Record<string, (path: string) => number | undefined> = {
  email: () => EMAIL_MAX_LENGTH,
  newEmail: () => EMAIL_MAX_LENGTH,
  name: (path) => (path === '/update-user' ? NAME_MAX_LENGTH : undefined),
};

/** better-auth's statuses, each answered in Folio's shape (the handler gives its 429s a Retry-After). */
const ERROR_COMPONENTS: Record<string, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  429: 'TooManyRequests',
  500: 'InternalServerError',
};

/**
 * The auth API's document as better-auth's openAPI plugin writes it, corrected to say what Folio does:
 * the session cookie is the only credential (better-auth declares a bearer token and an API key, both
 * refused), refusals have Folio's body (`code`, `message`; a 429's `retryAfter` and `Retry-After`), and
 * the request fields Folio limits say so.
 */
export function authOpenApiDocument(generated: object, sessionCookie: string): OpenAPI.Document {
  // better-auth types its document loosely (strings where OpenAPI has unions); it is one all the same.
  const document = structuredClone(generated) as OpenAPI.Document;
  document.info = {
    title: 'Folio auth API',
    version: '1.0.0',
    description:
      "Signing in (an e-mailed code, a passkey, GitHub or the configured OpenID provider) and the second step, the session, your e-mail address, authenticator app and passkeys' ceremonies, and organizations, by better-auth. " +
      "Folio's own procedures are the app API (/api/openapi/app/schema).",
  };
  document.servers = [thisServer('/api/auth')];
  document.components = {
    ...document.components,
    securitySchemes: sessionSecuritySchemes(sessionCookie),
    responses: errorResponseComponents(AUTH_ERROR_BODY),
  };
  document.security = SESSION_REQUIREMENTS;
  for (const { path, method, operation } of pathOperations(document)) {
    // Some of better-auth's operations have none; clients generated from the document need one.
    operation.operationId ??= operationIdOf(method, path);
    operation.security = WITHOUT_SESSION.has(path)
      ? [{}]
      : SESSION_OPTIONAL.has(path)
        ? [{}, ...SESSION_REQUIREMENTS]
        : SESSION_REQUIREMENTS;
    operation.responses = inFolioShape(operation.responses ?? {});
    limitFields(operation, path);
  }
  document.tags = declaredTags(document);
  return document;
}

/** `post` and `/organization/create-team` → `postOrganizationCreateTeam`. */
function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function inFolioShape(responses: OpenAPI.ResponsesObject): OpenAPI.ResponsesObject {
  const corrected: OpenAPI.ResponsesObject = { ...responses };
  for (const [status, component] of Object.entries(ERROR_COMPONENTS))
    if (status in corrected) corrected[status] = { $ref: `#/components/responses/${component}` };
  corrected[503] = { $ref: '#/components/responses/ServiceUnavailable' };
  return corrected;
}

function limitFields(operation: OpenAPI.OperationObject, path: string): void {
  const body = operation.requestBody;
  const schema = body && !('$ref' in body) ? body.content['application/json']?.schema : undefined;
  const properties = schema && !('$ref' in schema) ? schema.properties : undefined;
  for (const [field, limitOf] of Object.entries(FIELD_LIMITS)) {
    const property = properties?.[field];
    const limit = limitOf(path);
    if (property && typeof property === 'object' && !('$ref' in property) && limit !== undefined)
      property.maxLength = limit;
  }
}
