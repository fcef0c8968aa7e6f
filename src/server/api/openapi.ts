import { OpenAPIGenerator } from '@orpc/openapi';
import type { AnyRouter } from '@orpc/server';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import { API_REFERENCE_SCRIPT_PATH } from './api-reference-script';

const generator = new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] });

let appDocument: Promise<unknown> | undefined;

/** The OpenAPI document of Folio's own REST API (the same procedures as /api/rpc). */
export function appOpenApiDocument(router: AnyRouter): Promise<unknown> {
  appDocument ??= generator.generate(router, {
    info: { title: 'Folio API', version: '1.0.0', description: 'Books, genres and account procedures.' },
    servers: [{ url: '/api/rest' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
    security: [{ session: [] }],
  });
  return appDocument;
}

export function apiReferencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Folio API reference</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi/app/schema"></script>
<script src="${API_REFERENCE_SCRIPT_PATH}"></script>
</body>
</html>`;
}
