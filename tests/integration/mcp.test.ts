import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { oneDatabase } from '../support/test-database';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type TestClient,
  type TestServer,
} from '../support/test-server';

const MCP_ACCEPT = 'application/json, text/event-stream';

async function createKey(client: TestClient, permissions: Record<string, string[]>, name = 'Agent') {
  const created = await client.api('POST', '/api/rest/account/api-keys', {
    name,
    lifetime: '30d',
    permissions,
  });
  expect(created.status, created.text).toBe(201);
  return created.json.key as string;
}

/** An MCP client of the official SDK on /mcp with a key, its tools listed (so their outputs are checked). */
async function connect(server: TestServer, key: string): Promise<{ client: Client; tools: Tool[] }> {
  const client = new Client({ name: 'folio-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  onTestFinished(() => client.close());
  const { tools } = await client.listTools();
  return { client, tools };
}

async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

/** A JSON-RPC message posted as an MCP client would, without the SDK. */
function postMcp(server: TestServer, body: string, headers: Record<string, string> = {}) {
  return fetch(new URL('/mcp', server.url), {
    method: 'POST',
    headers: { Accept: MCP_ACCEPT, 'Content-Type': 'application/json', ...headers },
    body,
  });
}

const toolsCall = (name: string, args: Record<string, unknown> = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

async function genreId(server: TestServer, name: string): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id::text as id from genre where name = $1', [
    name,
  ]);
  return row!.id;
}

async function bookId(server: TestServer, title: string): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id::text as id from book where title = $1', [
    title,
  ]);
  return row!.id;
}

const countBookAudits = (server: TestServer) => server.countRows('audit_event', `action like 'book.%'`);

describe.each(oneDatabase)('the MCP endpoint on $kind', ({ kind }) => {
  it('answers 401 with WWW-Authenticate and a reason without a personal API key, and never takes one in the URL', async () => {
    const server = await testServer(kind);
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    });

    const anonymous = await postMcp(server, initialize);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="Folio"');
    expect(await anonymous.json()).toMatchObject({
      code: 'API_KEY_REQUIRED',
      message: expect.stringMatching(/API key/),
    });

    // A session is not a key: an agent works with a key its person made for it.
    const member = await server.signIn(USER_EMAIL);
    const withCookie = await postMcp(server, initialize, { Cookie: member.cookieHeader() });
    expect([withCookie.status, (await withCookie.json()).code]).toEqual([401, 'API_KEY_REQUIRED']);

    const unknown = await postMcp(server, initialize, { Authorization: `Bearer folio_${'x'.repeat(43)}` });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer realm="Folio", error="invalid_token"');
    expect(await unknown.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/unknown, revoked or expired/),
    });

    const key = await createKey(member, { book: ['read'] });
    const inUrl = await fetch(new URL(`/mcp?api_key=${key}`, server.url), {
      method: 'POST',
      headers: { Accept: MCP_ACCEPT, 'Content-Type': 'application/json' },
      body: initialize,
    });
    expect([inUrl.status, (await inUrl.json()).code]).toEqual([401, 'API_KEY_IN_URL']);

    // The official client is refused as well.
    const client = new Client({ name: 'folio-tests', version: '1.0.0' });
    await expect(
      client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url))),
    ).rejects.toMatchObject({ code: 401, message: expect.stringContaining('API_KEY_REQUIRED') });
  });

  it('lists every tool, each with the permission it needs, its input schema from the API and its hints', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const { client, tools } = await connect(server, await createKey(member, { book: ['read'] }));
    expect(client.getServerVersion()).toMatchObject({ name: 'folio' });
    expect(client.getInstructions()).toMatch(/search_books/);

    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect([...byName.keys()].sort()).toEqual([
      'add_book_to_shelf',
      'create_book',
      'delete_book',
      'get_book',
      'list_genres',
      'list_my_organizations',
      'search_books',
      'update_book',
    ]);
    // Listed whatever the key holds (this one reads books only); each says what it needs.
    const create = byName.get('create_book')!;
    expect(create.description).toMatch(/API key permission: book: create\./);
    expect(create._meta).toEqual({ 'folio/permission': { book: ['create'] } });
    expect(create.inputSchema).toMatchObject({
      type: 'object',
      properties: {
        title: { type: 'string', minLength: 1, maxLength: 300 },
        author: { type: 'string', maxLength: 200 },
        genreId: { type: 'string', format: 'uuid' },
      },
    });
    expect(create.inputSchema.required).toEqual(expect.arrayContaining(['title', 'author', 'genreId']));
    expect(create.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
    });
    expect(byName.get('delete_book')!.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
    expect(byName.get('search_books')!.annotations).toMatchObject({ readOnlyHint: true });
    expect(Object.keys(byName.get('search_books')!.inputSchema.properties ?? {}).sort()).toEqual([
      'cursor',
      'genreId',
      'limit',
      'searchTerm',
    ]);
    expect(byName.get('list_my_organizations')!._meta).toEqual({
      'folio/permission': { membership: ['read'] },
    });
    expect(byName.get('add_book_to_shelf')!.description).toMatch(/API key permission: membership: curate\./);
    // Dates are the ISO strings JSON carries.
    expect(byName.get('get_book')!.outputSchema?.properties?.createdAt).toEqual({
      type: 'string',
      format: 'date-time',
    });
  });

  it('searches the catalogue (words, a genre, the next page) and reads a book, with links to its page', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const { client } = await connect(server, await createKey(member, { book: ['read'], genre: ['read'] }));

    const found = await callTool(client, 'search_books', { searchTerm: 'dickens', limit: 2 });
    expect(found.isError).toBeFalsy();
    const page = found.structuredContent as {
      books: Array<{ id: string; title: string; author: string; url: string }>;
      nextCursor: string | null;
    };
    expect(page.books).toHaveLength(2);
    expect(page.books.every((book) => book.author === 'Charles Dickens')).toBe(true);
    expect(page.books[0]!.url).toBe(`${server.url}/app/books/${page.books[0]!.id}`);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(textOf(found)).toContain(`“${page.books[0]!.title}” by Charles Dickens: ${page.books[0]!.url}`);
    expect(textOf(found)).toContain(page.nextCursor!);

    const next = await callTool(client, 'search_books', {
      searchTerm: 'dickens',
      limit: 2,
      cursor: page.nextCursor,
    });
    const nextTitles = (next.structuredContent as typeof page).books.map((book) => book.title);
    expect(nextTitles.length).toBeGreaterThan(0);
    expect(nextTitles).not.toContain(page.books[0]!.title);

    // One genre: the genres' ids come from list_genres.
    const genres = await callTool(client, 'list_genres');
    const poetry = (genres.structuredContent as { genres: Array<{ id: string; name: string }> }).genres.find(
      (genre) => genre.name === 'Poetry',
    )!;
    expect(poetry.id).toBe(await genreId(server, 'Poetry'));
    expect(textOf(genres)).toMatch(/^10 genres: .*Poetry/);
    const inPoetry = await callTool(client, 'search_books', { genreId: poetry.id, limit: 100 });
    const poems = (inPoetry.structuredContent as { books: Array<{ genre: { name: string } }> }).books;
    expect(poems.length).toBe(await server.countRows('book', 'genre_id = $1', [poetry.id]));
    expect(poems.every((book) => book.genre.name === 'Poetry')).toBe(true);
    const none = await callTool(client, 'search_books', { searchTerm: 'dickens', genreId: poetry.id });
    expect([textOf(none), (none.structuredContent as typeof page).books]).toEqual(['No book found.', []]);

    const id = await bookId(server, 'Moby-Dick');
    const book = await callTool(client, 'get_book', { id });
    expect(book.structuredContent).toMatchObject({
      id,
      title: 'Moby-Dick',
      author: 'Herman Melville',
      publisher: 'Penguin Classics',
      genre: { name: 'Fiction' },
      url: `${server.url}/app/books/${id}`,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const missing = await callTool(client, 'get_book', { id: '00000000-0000-4000-8000-000000000000' });
    expect([missing.isError, textOf(missing)]).toEqual([true, 'Nothing has this id.']);
  });

  it('refuses a write with a read-only key as a tool error, changing nothing and recording nothing', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    // Its owner may write; the key may not.
    const { client } = await connect(server, await createKey(admin, { book: ['read'], genre: ['read'] }));
    const id = await bookId(server, 'Moby-Dick');
    const books = await server.countRows('book');
    const audits = await countBookAudits(server);
    const input = {
      title: 'Written By An Agent',
      author: 'A Model',
      genreId: await genreId(server, 'Fiction'),
    };

    const created = await callTool(client, 'create_book', input);
    expect(created.isError).toBe(true);
    expect(textOf(created)).toBe(
      'This API key does not grant “Books: create”: its owner can make a key that does on their account page.',
    );
    expect(created._meta).toEqual({ 'folio/refusal': { code: 'FORBIDDEN', status: 403 } });
    const updated = await callTool(client, 'update_book', { id, ...input });
    expect([updated.isError, textOf(updated)]).toEqual([true, expect.stringContaining('“Books: update”')]);
    const deleted = await callTool(client, 'delete_book', { id });
    expect([deleted.isError, textOf(deleted)]).toEqual([true, expect.stringContaining('“Books: delete”')]);

    expect(await server.countRows('book')).toBe(books);
    expect(await server.countRows('book', `title = 'Moby-Dick' and author = 'Herman Melville'`)).toBe(1);
    expect(await countBookAudits(server)).toBe(audits);

    // In the language the agent asks for.
    const french = await postMcp(server, toolsCall('create_book', input), {
      Authorization: `Bearer ${await createKey(admin, { book: ['read'] }, 'Agent FR')}`,
      'Accept-Language': 'fr',
    });
    expect(french.status).toBe(200);
    expect((await french.json()).result).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringContaining('n’accorde pas « Livres : créer »') }],
    });
  });

  it('with a key that may, creates, updates and deletes a book as the API does, audited via the key', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const key = await createKey(
      admin,
      { book: ['read', 'create', 'update', 'delete'], genre: ['read'] },
      'Cataloguer',
    );
    const { client } = await connect(server, key);
    const fiction = await genreId(server, 'Fiction');

    const created = await callTool(client, 'create_book', {
      title: 'The Agent’s Almanac',
      author: 'Ada Model',
      genreId: fiction,
      publisher: '  ',
    });
    expect(created.isError, textOf(created)).toBeFalsy();
    const book = created.structuredContent as { id: string; url: string; publisher: string | null };
    expect(book).toMatchObject({
      title: 'The Agent’s Almanac',
      publisher: null,
      url: `${server.url}/app/books/${book.id}`,
    });
    expect(textOf(created)).toBe(`Created “The Agent’s Almanac” by Ada Model: ${book.url}`);
    // The row the REST API and /app/books then show.
    const listed = await server
      .client()
      .api('GET', `/api/rest/books?searchTerm=${encodeURIComponent('Agent’s Almanac')}`, undefined, {
        Authorization: `Bearer ${key}`,
      });
    expect(listed.json.items.map((item: { id: string }) => item.id)).toEqual([book.id]);
    const [audit] = await server.query<{
      actor_email: string;
      target_id: string;
      detail: Record<string, unknown>;
    }>(`select actor_email, target_id, detail from audit_event where action = 'book.created'`);
    expect(audit).toMatchObject({
      actor_email: ADMIN_EMAIL,
      target_id: book.id,
      detail: { viaKey: 'Cataloguer' },
    });

    // The API's refusals, said clearly: the same title again, a field missing, a genre that is none.
    const again = await callTool(client, 'create_book', {
      title: 'The Agent’s Almanac',
      author: 'Ada Model',
      genreId: fiction,
    });
    expect([again.isError, textOf(again)]).toEqual([true, 'Title already used with the same author']);
    const incomplete = await callTool(client, 'create_book', { author: 'Ada Model', genreId: fiction });
    expect([incomplete.isError, textOf(incomplete)]).toEqual([
      true,
      'Invalid arguments: title: Title is required',
    ]);
    const noGenre = await callTool(client, 'create_book', {
      title: 'Genre-less',
      author: 'Ada Model',
      genreId: '00000000-0000-4000-8000-000000000000',
    });
    expect([noGenre.isError, textOf(noGenre)]).toEqual([
      true,
      'No genre has this id: list_genres names them.',
    ]);
    expect(await server.countRows('book', `author = 'Ada Model'`)).toBe(1);

    const updated = await callTool(client, 'update_book', {
      id: book.id,
      title: 'The Agent’s Almanac, Revised',
      author: 'Ada Model',
      genreId: fiction,
    });
    expect(updated.structuredContent).toMatchObject({ id: book.id, title: 'The Agent’s Almanac, Revised' });
    const deleted = await callTool(client, 'delete_book', { id: book.id });
    expect([deleted.structuredContent, textOf(deleted)]).toEqual([
      { id: book.id },
      `Deleted the book ${book.id}.`,
    ]);
    expect(await server.countRows('book', 'id = $1', [book.id])).toBe(0);
    const actions = await server.query<{ action: string; via: string }>(
      `select action, detail->>'viaKey' as via from audit_event where target_id = $1 order by created_at`,
      [book.id],
    );
    expect(actions).toEqual([
      { action: 'book.created', via: 'Cataloguer' },
      { action: 'book.updated', via: 'Cataloguer' },
      { action: 'book.deleted', via: 'Cataloguer' },
    ]);
  });

  it("lists one's organizations with their shelves and puts a book on a shelf one curates, and only there", async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const key = await createKey(member, { book: ['read'], membership: ['read', 'curate'] }, 'Shelver');
    const { client } = await connect(server, key);

    const listed = await callTool(client, 'list_my_organizations');
    expect(listed.isError, textOf(listed)).toBeFalsy();
    type Listed = {
      organizations: Array<{
        id: string;
        name: string;
        url: string;
        viewerRole: string;
        shelves: Array<{ id: string; name: string; books: Array<{ id: string; url: string }> }>;
      }>;
    };
    const { organizations } = listed.structuredContent as Listed;
    const memberships = await server.query<{ organization_id: string; role: string }>(
      `select organization_id, role from member where user_id = (select id from "user" where email = $1)`,
      [USER_EMAIL],
    );
    expect(organizations.map((organization) => [organization.id, organization.viewerRole]).sort()).toEqual(
      memberships.map((row) => [row.organization_id, row.role]).sort(),
    );
    const owned = organizations.find((organization) => organization.viewerRole === 'owner')!;
    const joined = organizations.find((organization) => organization.viewerRole === 'member')!;
    expect(owned.url).toBe(`${server.url}/app/organizations/${owned.id}`);
    expect(owned.shelves.length).toBe(await server.countRows('shelf', 'organization_id = $1', [owned.id]));
    const shelf = owned.shelves[0]!;
    expect(textOf(listed)).toContain(`${owned.name} (your role: Owner; shelves: `);
    expect(textOf(listed)).toContain(`${shelf.name} [${shelf.id}]`);

    const id = await bookId(server, 'Moby-Dick');
    await server.query('delete from shelf_book where shelf_id = $1 and book_id = $2', [shelf.id, id]);
    const added = await callTool(client, 'add_book_to_shelf', { id: shelf.id, bookId: id });
    expect(added.isError, textOf(added)).toBeFalsy();
    expect(textOf(added)).toBe(`“Moby-Dick” is on the shelf “${shelf.name}”.`);
    expect(
      (added.structuredContent as Listed['organizations'][number]['shelves'][number]).books,
    ).toContainEqual(expect.objectContaining({ id, url: `${server.url}/app/books/${id}` }));
    expect(await server.countRows('shelf_book', 'shelf_id = $1 and book_id = $2', [shelf.id, id])).toBe(1);
    const [audit] = await server.query<{ detail: Record<string, unknown> }>(
      `select detail from audit_event where action = 'shelf.book_added'`,
    );
    expect(audit!.detail).toMatchObject({ shelfId: shelf.id, bookId: id, viaKey: 'Shelver' });

    // A plain member does not curate the other organization's shelves: refused, nothing added.
    const otherShelf = joined.shelves[0]!;
    await server.query('delete from shelf_book where shelf_id = $1 and book_id = $2', [otherShelf.id, id]);
    const refused = await callTool(client, 'add_book_to_shelf', { id: otherShelf.id, bookId: id });
    expect([refused.isError, textOf(refused)]).toEqual([true, 'You are not allowed to do this.']);
    expect(await server.countRows('shelf_book', 'shelf_id = $1 and book_id = $2', [otherShelf.id, id])).toBe(
      0,
    );

    // Nor does a key that was not given the shelves.
    const reader = await connect(
      server,
      await createKey(member, { book: ['read'], membership: ['read'] }, 'Reader'),
    );
    const notGranted = await callTool(reader.client, 'add_book_to_shelf', {
      id: shelf.id,
      bookId: await bookId(server, 'Middlemarch'),
    });
    expect(textOf(notGranted)).toContain('“My organizations: curate shelves”');
  });

  it('refuses every write in a read-only demo, and still reads', async () => {
    const setup = await testServer(kind);
    const admin = await setup.signIn(ADMIN_EMAIL);
    const key = await createKey(admin, { book: ['read', 'create', 'delete'], genre: ['read'] });
    const demo = await testServer({ database: kind, sharedDatabase: setup.db, env: { DEMO_MODE: 'true' } });
    const { client } = await connect(demo, key);
    const books = await demo.countRows('book');

    const found = await callTool(client, 'search_books', { searchTerm: 'melville' });
    expect((found.structuredContent as { books: unknown[] }).books.length).toBeGreaterThan(0);
    const created = await callTool(client, 'create_book', {
      title: 'Demo Book',
      author: 'Nobody',
      genreId: await genreId(demo, 'Fiction'),
    });
    expect([created.isError, textOf(created)]).toEqual([
      true,
      'This is a read-only demo, this action is disabled.',
    ]);
    expect(created._meta).toEqual({ 'folio/refusal': { code: 'DEMO_MODE', status: 403 } });
    const deleted = await callTool(client, 'delete_book', { id: await bookId(demo, 'Moby-Dick') });
    expect(deleted.isError).toBe(true);
    expect(await demo.countRows('book')).toBe(books);
    expect(await countBookAudits(demo)).toBe(0);
  });

  it('answers a malformed body with 400 (never 500), and other methods than POST with 405', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const authorization = { Authorization: `Bearer ${await createKey(member, { book: ['read'] })}` };

    for (const body of [
      '{"jsonrpc": "2.0", "method": ',
      '{"hello": "world"}',
      '[]',
      toolsCall('search_books').slice(1),
    ]) {
      const response = await postMcp(server, body, authorization);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toMatchObject({
        jsonrpc: '2.0',
        error: { code: expect.any(Number) },
        id: null,
      });
    }
    const batch = await postMcp(server, `[${toolsCall('search_books')}]`, authorization);
    expect(batch.status).toBe(400);
    // Arguments of the wrong shape are the tool's error, not the server's.
    const wrong = await postMcp(server, toolsCall('search_books', { limit: 'many' }), authorization);
    expect(wrong.status).toBe(200);
    expect((await wrong.json()).result).toMatchObject({
      isError: true,
      content: [{ text: expect.stringMatching(/^Invalid arguments: limit: /) }],
    });
    const unknownTool = await postMcp(server, toolsCall('drop_database'), authorization);
    expect((await unknownTool.json()).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('Unknown tool: drop_database'),
    });

    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await fetch(new URL('/mcp', server.url), {
        method,
        headers: { Accept: MCP_ACCEPT, ...authorization },
      });
      expect([response.status, response.headers.get('allow')], method).toEqual([405, 'POST']);
    }
  });

  it("counts each request once against the key's throttle, however many procedures its tool calls", async () => {
    const server = await testServer({ database: kind, env: { API_KEY_REQUESTS_PER_MINUTE: '5' } });
    const member = await server.signIn(USER_EMAIL);
    const key = await createKey(member, { membership: ['read'] });
    // initialize, notifications/initialized and tools/list: three requests.
    const { client } = await connect(server, key);
    // The fourth calls listMyOrganizations and getOrganization for each of the two.
    const listed = await callTool(client, 'list_my_organizations');
    expect((listed.structuredContent as { organizations: unknown[] }).organizations).toHaveLength(2);
    const authorization = { Authorization: `Bearer ${key}` };
    expect((await postMcp(server, toolsCall('list_my_organizations'), authorization)).status).toBe(200);
    const limited = await postMcp(server, toolsCall('list_my_organizations'), authorization);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
