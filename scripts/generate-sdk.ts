// npm run sdk: writes the REST API's OpenAPI document to sdk/openapi.json and its types to
// sdk/src/schema.ts. Both are committed; tests/integration/sdk.test.ts fails when they are stale.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { router } from '~/api/router';
import { appOpenApiDocument } from '~/server/api/openapi';
import { sessionCookieName } from '~/server/api/openapi-security';

/** The files `npm run sdk` writes, relative to the repository's root. */
export const SDK_FILES = { document: 'sdk/openapi.json', schema: 'sdk/src/schema.ts' } as const;

/**
 * What `npm run sdk` writes, by path: the app's OpenAPI document (as served at /api/openapi/app/schema on
 * http://localhost, keys in the order generated) and openapi-typescript's types for it, both formatted
 * as `npm run format` would leave them.
 */
export async function generateSdk(): Promise<Record<string, string>> {
  const document = await appOpenApiDocument(router, sessionCookieName('http://localhost'));
  const json = JSON.stringify(document, null, 2);
  const types = astToString(await openapiTS(json, { silent: true }));
  return {
    [SDK_FILES.document]: await formatted(SDK_FILES.document, json),
    [SDK_FILES.schema]: await formatted(
      SDK_FILES.schema,
      `${COMMENT_HEADER.replace('openapi-typescript.', 'openapi-typescript (npm run sdk).')}${types}`,
    ),
  };
}

async function formatted(file: string, text: string): Promise<string> {
  const config = await resolveConfig(path.resolve(file));
  return format(text, { ...config, filepath: file });
}

async function main() {
  for (const [file, text] of Object.entries(await generateSdk())) {
    await writeFile(file, text);
    console.log(`Wrote ${file}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
