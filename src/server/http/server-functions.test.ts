import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVER_FN_BASE, unknownServerFunction } from './server-functions';

// Like the resolver TanStack Start generates: a manifest by id, and a throw for any other id.
const manifest: Record<string, () => string> = { a1b2c3: () => 'viewer' };
const lookups: string[] = [];
const refuse = unknownServerFunction(async (id) => {
  lookups.push(id);
  if (!Object.hasOwn(manifest, id)) throw new Error(`Server function info not found for ${id}`);
  return manifest[id];
});

const request = (method: string, path: string) => new Request(`http://localhost${path}`, { method });

describe('unknownServerFunction', () => {
  it('answers 404 NOT_FOUND for any id the build does not know, with any method', async () => {
    const ids = fc.oneof(
      fc.constant(''),
      fc.constantFrom('xyz', '__proto__', 'constructor', 'toString', 'a1b2c3x', 'A1B2C3'),
      fc.stringMatching(/^[\w.~-]{1,80}$/),
      fc.stringMatching(/^[0-9a-f]{64}$/),
    );
    const requests = fc.record({
      method: fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'),
      id: ids.filter((id) => !Object.hasOwn(manifest, id)),
      rest: fc.constantFrom('', '/', '/more', '/a1b2c3'),
    });
    await fc.assert(
      fc.asyncProperty(requests, async ({ method, id, rest }) => {
        const response = await refuse(request(method, `${SERVER_FN_BASE}${id}${rest}`));
        expect(response?.status).toBe(404);
        expect(await response!.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      }),
      { seed: 26 },
    );
  });

  it('lets a known server function, and every path outside the base, through to TanStack Start', async () => {
    for (const path of [`${SERVER_FN_BASE}a1b2c3`, `${SERVER_FN_BASE}a1b2c3/extra`, '/_serverFn', '/login'])
      expect(await refuse(request('POST', path)), path).toBeUndefined();
    lookups.length = 0;
    await refuse(request('GET', '/app/_serverFn/xyz'));
    expect(lookups).toEqual([]);
  });
});
