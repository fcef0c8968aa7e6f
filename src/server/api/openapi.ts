import { OpenAPIGenerator, type OpenAPI } from '@orpc/openapi';
import { resolveContractProcedures, type AnyRouter } from '@orpc/server';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import type { ApiMeta } from './procedure';
import {
  errorResponseComponents,
  errorResponses,
  ORPC_ERROR_BODY,
  type OperationFacts,
} from './openapi-errors';
import { declaredTags, operationsOf } from './openapi-operations';
import { KEY_RESOURCES } from '~/lib/api-keys';
import type { Permissions } from '~/lib/permissions';
import {
  API_KEY_SCHEME,
  apiKeySecurityScheme,
  SESSION_REQUIREMENTS,
  sessionSecuritySchemes,
  thisServer,
} from './openapi-security';

const generator = new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] });

const documents = new Map<string, Promise<OpenAPI.Document>>();

interface OperationFactsWithPermission extends OperationFacts {
  permission?: Permissions;
}

/**
 * The OpenAPI document of Folio's own REST API (the same procedures as /api/rpc): what oRPC derives from
 * the procedures' routes and zod schemas, with the refusals each can give (from its meta, input and
 * path) and the one way a client is known, the session cookie named `sessionCookie`.
 */
export function appOpenApiDocument(router: AnyRouter, sessionCookie: string): Promise<OpenAPI.Document> {
  let document = documents.get(sessionCookie);
  if (!document) {
    document = generateAppDocument(router, sessionCookie);
    documents.set(sessionCookie, document);
  }
  return document;
}

async function generateAppDocument(router: AnyRouter, sessionCookie: string): Promise<OpenAPI.Document> {
  const document = await generator.generate(router, {
    info: {
      title: 'Folio API',
      version: '1.0.0',
      description:
        "Folio's procedures over REST: books, genres, shelves and organizations, your account and passkeys, " +
        'and the administration (users, their sessions and passkeys, the audit log, jobs). The same ' +
        'procedures answer over RPC at /api/rpc. A caller is known by its session cookie or by a personal ' +
        'API key (`Authorization: Bearer folio_…`, made on the account page). Sign-in, the second factor ' +
        'and organization membership are the auth API (/api/openapi/auth/schema). A refusal has a `code` ' +
        'to act on.',
    },
    servers: [thisServer('/api/rest')],
    components: {
      securitySchemes: {
        ...sessionSecuritySchemes(sessionCookie),
        [API_KEY_SCHEME]: apiKeySecurityScheme(),
      },
      responses: errorResponseComponents(ORPC_ERROR_BODY),
    },
    security: [...SESSION_REQUIREMENTS, { [API_KEY_SCHEME]: [] }],
  });
  const facts = await operationFacts(router);
  for (const operation of operationsOf(document)) {
    const found = operation.operationId === undefined ? undefined : facts.get(operation.operationId);
    if (!found) continue;
    operation.responses = { ...operation.responses, ...errorResponses(found) };
    // Anyone may call it (an invitation's preview, addressed by its secret id).
    if (!found.signedIn) operation.security = [{}];
    if (found.permission) {
      // What the caller's role (and a key's own permissions) must grant.
      (operation as { 'x-permission'?: Permissions })['x-permission'] = found.permission;
      // One's account and the apps' pages are for a session only: no key can hold their permissions.
      const keyable = Object.keys(found.permission).every((resource) =>
        (KEY_RESOURCES as readonly string[]).includes(resource),
      );
      if (!keyable) operation.security = SESSION_REQUIREMENTS;
    }
  }
  document.tags = declaredTags(document);
  return document;
}

/** What decides each procedure's refusals, by its operation id (oRPC's default: the dotted path). */
async function operationFacts(router: AnyRouter): Promise<Map<string, OperationFactsWithPermission>> {
  const facts = new Map<string, OperationFactsWithPermission>();
  await resolveContractProcedures({ router, path: [] }, ({ contract, path }) => {
    const { route, meta, inputSchema } = contract['~orpc'];
    const { permission, throttled } = meta as ApiMeta;
    facts.set(route.operationId ?? path.join('.'), {
      signedIn: permission !== undefined,
      writes: (route.method ?? 'POST') !== 'GET',
      input: inputSchema !== undefined,
      pathParameters: route.path?.includes('{') ?? false,
      throttled: throttled === true,
      permission,
    });
  });
  return facts;
}
