import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databases } from '../support/test-database';
import {
  ADMIN_EMAIL,
  USER_EMAIL,
  testServer,
  type TestClient,
  type TestServer,
} from '../support/test-server';

// Every operation of both OpenAPI documents, as anonymous, user and admin, with values drawn from the
// operation's own schema, real ids, and the hostile values people and attackers send. Seeded and
// reproducible: a failure prints the seed and the shrunk request (`FOLIO_FUZZ_SEED=… npm run test:unit`).

const RUNS = Number(process.env.FOLIO_FUZZ_RUNS ?? 5_000);
const SEED = process.env.FOLIO_FUZZ_SEED ? Number(process.env.FOLIO_FUZZ_SEED) : undefined;

/** Node refuses a request line or headers over 16 KB before Folio sees them: a 20 KB query value does. */
const REFUSED_BY_NODE = [414, 431];

/** Answers the API documents or owes: anything else (a 5xx above all) is a defect. */
const DOCUMENTED_STATUSES = [200, 201, 204, 302, 400, 401, 403, 404, 405, 409, 413, 422, 429];
const EXPECTED_STATUSES = new Set([...DOCUMENTED_STATUSES, ...REFUSED_BY_NODE]);

/** Auth endpoints that would end the test's own sessions or identities; their refusals are tested elsewhere. */
const LEFT_OUT = [/^\/api\/auth\/sign-out$/, /revoke/, /delete-user/, /impersonat/, /^\/api\/auth\/admin\//];

/** The tables a refused request must leave as they were. */
const GUARDED_TABLES = ['book', 'genre', '"user"', 'account', 'session', 'book_count'];

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
}

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: Schema }>;
  body?: Schema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

interface OperationObject {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

function operationsOf(document: OpenApiDocument, prefix: string): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        return {
          method: method.toUpperCase(),
          path: `${prefix}${path}`,
          pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
          query: parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
          body: operation.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );
}

const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%',
  '%00',
  '../../etc/passwd',
  '0000-01-01',
  '9999-12-31',
  '10000-01-01T00:00:00Z',
  '2026-02-30',
  'not-a-date',
  'eyJub3QiOiJhIGN1cnNvciJ9',
  'WyIwMDAwLTAxLTAxIDAwOjAwOjAwKzE2IiwiYSJd',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(300),
  `${'a'.repeat(3_000)}@example.org`,
  'x'.repeat(20_000),
  'null',
  'true',
  '-1',
  '1e309',
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, [], {}, [null], {
    $ne: 1,
  }),
  fc.string(),
  fc.integer(),
);

function valueFor(schema: Schema | undefined, ids: fc.Arbitrary<string>, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, ids, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), hostileValue);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const plain = (() => {
    switch (type) {
      case 'string':
        return schema.format === 'email'
          ? fc.oneof(fc.emailAddress(), fc.constantFrom(USER_EMAIL, ADMIN_EMAIL))
          : fc.oneof(fc.string({ maxLength: 40 }), ids);
      case 'integer':
      case 'number':
        return fc.integer({ min: -5, max: 500 });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items, ids, depth + 1), { maxLength: 4 });
      case 'object':
        return objectFor(schema, ids, depth);
      default:
        return hostileValue;
    }
  })();
  // Mostly well-typed, so requests reach the handlers; often hostile, so the edges are tried.
  return fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: hostileValue });
}

function objectFor(schema: Schema, ids: fc.Arbitrary<string>, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueFor(property, ids, depth + 1)]),
  );
  return fc.record(shape, { requiredKeys: [] });
}

interface GeneratedRequest {
  who: 'anonymous' | 'user' | 'admin';
  method: string;
  url: string;
  body?: unknown;
}

function requestFor(
  operation: Operation,
  ids: fc.Arbitrary<string>,
  pathIds: fc.Arbitrary<string> = fc.oneof(ids, hostileText),
): fc.Arbitrary<GeneratedRequest> {
  const pathValues = fc.tuple(...operation.pathParams.map(() => pathIds));
  const queryValues = fc.record(
    Object.fromEntries(operation.query.map(({ name, schema }) => [name, valueFor(schema, ids)])),
    { requiredKeys: [] },
  );
  const body = operation.body ? valueFor(operation.body, ids) : fc.constant(undefined);
  return fc
    .record({
      who: fc.constantFrom('anonymous' as const, 'user' as const, 'admin' as const),
      pathValues,
      query: queryValues,
      body,
    })
    .map(({ who, pathValues: values, query, body: payload }) => {
      let path = operation.path;
      operation.pathParams.forEach((name, index) => {
        path = path.replace(`{${name}}`, pathSegment(String(values[index])));
      });
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
        if (value !== undefined) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      const url = search.size ? `${path}?${search}` : path;
      return { who, method: operation.method, url, body: operation.method === 'GET' ? undefined : payload };
    });
}

/** A path segment as a client would send it; an unpaired surrogate goes out as the bytes it would be. */
function pathSegment(value: string): string {
  return value.isWellFormed()
    ? encodeURIComponent(value)
    : encodeURIComponent(value.toWellFormed()) + '%ED%A0%80';
}

async function guardedCounts(server: TestServer): Promise<string> {
  const [row] = await server.query(
    `select ${GUARDED_TABLES.map((table, index) => `(select count(*) from ${table}) as t${index}`).join(', ')}`,
  );
  return JSON.stringify(row);
}

describe.each(databases)('every operation, every input, on $kind', ({ kind }) => {
  it(`answers ${RUNS} generated requests without a 5xx; a refused one changes no row`, async () => {
    const server = await testServer({ database: kind, allowServerErrors: true });
    const clients: Record<GeneratedRequest['who'], TestClient> = {
      anonymous: server.client(),
      user: await server.signIn(USER_EMAIL),
      admin: await server.signIn(ADMIN_EMAIL),
    };
    const app = await clients.anonymous.api<OpenApiDocument>('GET', '/api/openapi/app/schema');
    const auth = await clients.anonymous.api<OpenApiDocument>('GET', '/api/openapi/auth/schema');
    const operations = [
      ...operationsOf(app.json, '/api/rest'),
      ...operationsOf(auth.json, '/api/auth'),
    ].filter((operation) => !LEFT_OUT.some((pattern) => pattern.test(operation.path)));
    expect(operations.length).toBeGreaterThan(30);

    const realIds = await server.query<{ id: string }>(
      `(select id::text from book limit 3) union all (select id from "user" limit 3) union all (select id::text from genre limit 2)`,
    );
    const ids = fc.oneof(fc.constantFrom(...realIds.map((row) => row.id)), fc.uuid());
    const requests = fc.oneof(...operations.map((operation) => requestFor(operation, ids)));
    const statuses = new Map<number, number>();
    // The rows as the last request left them: counted again after each answer, not before the next one
    // too (only the requests run here change them), which halves the fuzzer's queries.
    let counts = await guardedCounts(server);

    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const before = counts;
        const response = await clients[request.who].api(request.method, request.url, request.body);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        counts = await guardedCounts(server);
        expect(
          EXPECTED_STATUSES.has(response.status),
          `${response.status} ${response.text.slice(0, 300)}`,
        ).toBe(true);
        if (response.status >= 400) expect(counts).toBe(before);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(
      `${kind}: ${RUNS} requests over ${operations.length} operations`,
      Object.fromEntries(statuses),
    );
  }, 600_000);
});

describe.each(databases)('every operation on an unknown id, on $kind', ({ kind }) => {
  it('answers 404 (or 400 for a bad input, or Node’s refusal of one too long) to an admin, and changes no row', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const app = await admin.api<OpenApiDocument>('GET', '/api/openapi/app/schema');
    const operations = operationsOf(app.json, '/api/rest').filter((operation) => operation.pathParams.length);
    expect(operations.length).toBeGreaterThan(10);

    // Ids of nothing: well-formed (a UUID, an id as better-auth makes them) so that only absence is tried.
    const unknownIds = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9]{32}$/));
    const requests = fc.oneof(
      ...operations.map((operation) => requestFor(operation, unknownIds, unknownIds)),
    );
    // Every answer here is a refusal, so the rows never change: counted once, then after each request.
    const counts = await guardedCounts(server);
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const response = await admin.api(request.method, request.url, request.body);
        // The query values are hostile too (a 20 KB cursor).
        expect(
          [400, 404, ...REFUSED_BY_NODE],
          `${request.method} ${request.url.slice(0, 300)}: ${response.status} ${response.text.slice(0, 300)}`,
        ).toContain(response.status);
        expect(await guardedCounts(server)).toBe(counts);
      }),
      { numRuns: 400, seed: SEED, endOnFailure: true },
    );
  }, 300_000);
});
