import { describe, expect, it } from 'vitest';
import { oneDatabase } from '../support/test-database';
import { testServer, type TestServer } from '../support/test-server';

const NEW_EMAIL = 'first.timer@example.org';

interface UserRow {
  name: string;
  onboarded_at: Date | null;
}

async function userRow(server: TestServer, email: string): Promise<UserRow | undefined> {
  const [row] = await server.query<UserRow>('select name, onboarded_at from "user" where email = $1', [
    email,
  ]);
  return row;
}

describe.each(oneDatabase)('POST /api/rest/onboarding on $kind', ({ kind }) => {
  it('stores the trimmed name and the onboarding time of the signed-in user only', async () => {
    const server = await testServer(kind);
    const client = await server.signIn(NEW_EMAIL);
    expect(await userRow(server, NEW_EMAIL)).toEqual({ name: '', onboarded_at: null });
    const othersBefore = await server.query(
      'select id, name, onboarded_at from "user" where email <> $1 order by id',
      [NEW_EMAIL],
    );
    const startedAt = Date.now();

    const response = await client.api('POST', '/api/rest/onboarding', { name: '  Ada Lovelace  ' });

    expect(response.status).toBe(200);
    expect(response.json.name).toBe('Ada Lovelace');
    const row = await userRow(server, NEW_EMAIL);
    expect(row?.name).toBe('Ada Lovelace');
    expect(row?.onboarded_at).toBeInstanceOf(Date);
    expect(Math.abs(row!.onboarded_at!.getTime() - startedAt)).toBeLessThan(60_000);
    expect(new Date(response.json.onboardedAt).getTime()).toBe(row!.onboarded_at!.getTime());
    expect(
      await server.query('select id, name, onboarded_at from "user" where email <> $1 order by id', [
        NEW_EMAIL,
      ]),
    ).toEqual(othersBefore);
    // The session now reports the name.
    expect((await client.session())?.user).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('accepts names as people write them: any script, digits and punctuation', async () => {
    const server = await testServer(kind);
    const client = await server.signIn(NEW_EMAIL);
    for (const name of [
      "Zoë O'Brien-Smith, Jr. 3rd",
      'Anna 2',
      'J. R. R. Tolkien',
      '李小龍',
      'Ñandú',
      '12345',
    ]) {
      const response = await client.api('POST', '/api/rest/onboarding', { name });
      expect(response.status, name).toBe(200);
      expect((await userRow(server, NEW_EMAIL))?.name).toBe(name);
    }
  });

  it('refuses an empty, blank, multi-line, letterless or too long name with 400 and changes nothing', async () => {
    const server = await testServer(kind);
    const client = await server.signIn(NEW_EMAIL);
    const invalid: unknown[] = ['', '   ', 'Ada\nLovelace', 'Ada\u0000', '---', 'A'.repeat(101), 42, null];

    for (const name of invalid) {
      const response = await client.api('POST', '/api/rest/onboarding', { name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(response.json.code).toBe('BAD_REQUEST');
    }
    expect((await client.api('POST', '/api/rest/onboarding', {})).status).toBe(400);
    expect(await userRow(server, NEW_EMAIL)).toEqual({ name: '', onboarded_at: null });
  });

  it('answers 401 when signed out and changes nobody', async () => {
    const server = await testServer(kind);
    const before = await server.query('select id, name, onboarded_at from "user" order by id');

    const response = await server.client().api('POST', '/api/rest/onboarding', { name: 'Ada Lovelace' });

    expect(response.status).toBe(401);
    expect(response.json.code).toBe('UNAUTHORIZED');
    expect(await server.query('select id, name, onboarded_at from "user" order by id')).toEqual(before);
  });

  it('answers 401 after signing out', async () => {
    const server = await testServer(kind);
    const client = await server.signIn(NEW_EMAIL);
    expect((await client.api('POST', '/api/auth/sign-out', {})).status).toBe(200);

    const response = await client.api('POST', '/api/rest/onboarding', { name: 'Ada Lovelace' });

    expect(response.status).toBe(401);
    expect(await userRow(server, NEW_EMAIL)).toEqual({ name: '', onboarded_at: null });
  });
});

describe.each(oneDatabase)('POST /api/auth/update-user (change name) on $kind', ({ kind }) => {
  it('keeps the name rule on the server: a valid name is stored trimmed, a broken one is refused', async () => {
    const server = await testServer(kind);
    const client = await server.signIn(NEW_EMAIL);

    const renamed = await client.api('POST', '/api/auth/update-user', { name: '  Anna 2  ' });
    expect(renamed.status).toBe(200);
    expect((await userRow(server, NEW_EMAIL))?.name).toBe('Anna 2');

    for (const name of ['', '   ', 'line\nbreak', '---', 'x'.repeat(101), 42]) {
      const response = await client.api('POST', '/api/auth/update-user', { name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(response.json.code).toBe('NAME_INVALID');
    }
    expect((await userRow(server, NEW_EMAIL))?.name).toBe('Anna 2');
  });
});
