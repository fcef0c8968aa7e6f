import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type TestClient,
  type TestServer,
} from '../support/test-server';

interface Target {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}

const DRIVERS = ['local', 's3'] as const;

/** A photo as a phone takes it: 1,200 × 1,800, EXIF with GPS, stored sideways with an orientation tag. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Folio phone' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG whose header claims 20,000 × 20,000 pixels behind a few bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(60_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function sendFile(target: Target, bytes: Buffer, type: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'cover');
  return fetch(target.url, { method: 'POST', body: form });
}

async function upload(admin: TestClient, bytes: Buffer, type = 'image/jpeg'): Promise<Target> {
  const started = await admin.api<Target>('POST', '/api/rest/books/cover-uploads', { contentType: type });
  expect(started.status, started.text).toBe(200);
  const sent = await sendFile(started.json, bytes, type);
  expect(sent.status, await sent.clone().text()).toBeLessThan(300);
  return started.json;
}

async function firstBookId(server: TestServer): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id from book order by title limit 1');
  return row!.id;
}

/** Every file the storage holds under covers/ and pending/. */
async function storedFiles(server: TestServer): Promise<string[]> {
  const later = new Date(Date.now() + 86_400_000);
  const { storage } = server.context.uploads;
  return [
    ...(await storage.listOlderThan('covers', later)),
    ...(await storage.listOlderThan('pending', later)),
  ].sort();
}

describe.each(DRIVERS)('book covers in %s storage', (driver) => {
  let s3: S3TestServer | undefined;
  // A bucket of its own for each test: what one test leaves is never counted by the next.
  beforeEach(async () => {
    if (driver === 's3') s3 = await startS3Server();
  });
  afterEach(() => s3?.close());
  const start = () => testServer({ database: 'pglite', env: s3?.env ?? {} });

  it('an admin sets a cover: re-encoded to WebP at 600 and 200 px, upright, without EXIF, served for good', async () => {
    const server = await start();
    expect(server.context.uploads.storage.kind).toBe(driver);
    const admin = await server.signIn(ADMIN_EMAIL);
    const id = await firstBookId(server);
    const target = await upload(admin, await phonePhoto());

    const set = await admin.api('PUT', `/api/rest/books/${id}/cover`, { uploadId: target.uploadId });
    expect(set.status, set.text).toBe(200);
    const book = await admin.api('GET', `/api/rest/books/${id}`);
    expect(book.json.cover).toEqual(set.json.cover);

    const large = await fetch(new URL(book.json.cover.large, server.url));
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/webp');
    expect(large.headers.get('x-content-type-options')).toBe('nosniff');
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    // The sideways photo stands upright: 1,200 wide before, 600 now, taller than wide.
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 600, 900, undefined]);
    const small = await sharp(
      Buffer.from(await (await fetch(new URL(book.json.cover.small, server.url))).arrayBuffer()),
    ).metadata();
    expect(small.width).toBe(200);
    // The upload itself is gone; only the two variants stay.
    expect(await storedFiles(server)).toHaveLength(2);
    expect((await server.query('select cover_key from book where id = $1', [id]))[0]).toEqual({
      cover_key: expect.stringMatching(/^covers\/[0-9a-f]{32}$/),
    });
  });

  it('replacing, removing and deleting leave no file behind; the same image on two books is two sets of files', async () => {
    const server = await start();
    const admin = await server.signIn(ADMIN_EMAIL);
    const [first, second] = (
      await server.query<{ id: string }>('select id from book order by title limit 2')
    ).map((row) => row.id);
    const photo = await phonePhoto();
    const firstCover = await admin.api('PUT', `/api/rest/books/${first}/cover`, {
      uploadId: (await upload(admin, photo)).uploadId,
    });
    await admin.api('PUT', `/api/rest/books/${second}/cover`, {
      uploadId: (await upload(admin, photo)).uploadId,
    });
    // Removing one book's files can never take another book's cover with it.
    expect(await storedFiles(server)).toHaveLength(4);

    const other = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const replaced = await admin.api('PUT', `/api/rest/books/${first}/cover`, {
      uploadId: (await upload(admin, other, 'image/png')).uploadId,
    });
    expect(replaced.status).toBe(200);
    expect(await storedFiles(server)).toHaveLength(4);
    expect((await fetch(new URL(firstCover.json.cover.large, server.url))).status).toBe(404);

    expect((await admin.api('DELETE', `/api/rest/books/${second}`)).status).toBe(200);
    expect(await storedFiles(server)).toHaveLength(2);
    expect((await admin.api('DELETE', `/api/rest/books/${first}/cover`)).status).toBe(200);
    expect(await storedFiles(server)).toEqual([]);
    expect((await fetch(new URL(replaced.json.cover.large, server.url))).status).toBe(404);
  });

  it('refuses what is not a whole, real image of an allowed kind, and stores nothing', async () => {
    const server = await start();
    const admin = await server.signIn(ADMIN_EMAIL);
    const id = await firstBookId(server);
    const jpeg = await phonePhoto();
    const bad: Array<[string, Buffer, string, string]> = [
      [
        'a text file named .png',
        Buffer.from('just some words, not a picture'),
        'image/png',
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg', 'IMAGE_UNREADABLE'],
      ['a 20,000 × 20,000 PNG', pngBomb(), 'image/png', 'IMAGE_TOO_MANY_PIXELS'],
      [
        'a JPEG that is also a page',
        Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]),
        'image/jpeg',
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
    ];
    for (const [what, bytes, type, code] of bad) {
      const target = await upload(admin, bytes, type);
      const set = await admin.api('PUT', `/api/rest/books/${id}/cover`, { uploadId: target.uploadId });
      expect([what, set.status, set.json?.data?.code]).toEqual([what, 400, code]);
    }
    expect(await storedFiles(server)).toEqual([]);
    expect((await server.query('select cover_key from book where id = $1', [id]))[0]).toEqual({
      cover_key: null,
    });
    // An SVG is not even offered an upload.
    expect(
      (await admin.api('POST', '/api/rest/books/cover-uploads', { contentType: 'image/svg+xml' })).status,
    ).toBe(400);
    // An upload id that was never sent, or is not one.
    for (const uploadId of ['00000000-0000-4000-8000-000000000000', '../../etc/passwd']) {
      const set = await admin.api('PUT', `/api/rest/books/${id}/cover`, { uploadId });
      expect([set.status, set.json?.data?.code]).toEqual([400, 'UPLOAD_NOT_FOUND']);
    }
  });

  it('removes uploads never attached once they are an hour old', async () => {
    const server = await start();
    const admin = await server.signIn(ADMIN_EMAIL);
    await upload(admin, await phonePhoto());
    expect(await server.context.uploads.sweep()).toBe(0);
    expect(await storedFiles(server)).toHaveLength(1);
    expect(await server.context.uploads.sweep(new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect(await storedFiles(server)).toEqual([]);
  });
});

describe('profile pictures', () => {
  it('a person sets their own picture (square, 256 and 64 px), sees it everywhere, exports it and loses it with the account', async () => {
    const server = await testServer('pglite');
    const member = await server.signIn(USER_EMAIL);
    const started = await member.api<Target>('POST', '/api/rest/account/picture-uploads', {
      contentType: 'image/jpeg',
    });
    expect(started.status).toBe(200);
    expect((await sendFile(started.json, await phonePhoto(), 'image/jpeg')).status).toBeLessThan(300);
    const set = await member.api('PUT', '/api/rest/account/picture', { uploadId: started.json.uploadId });
    expect(set.status, set.text).toBe(200);
    const large = await sharp(
      Buffer.from(await (await fetch(new URL(set.json.picture.large, server.url))).arrayBuffer()),
    ).metadata();
    const small = await sharp(
      Buffer.from(await (await fetch(new URL(set.json.picture.small, server.url))).arrayBuffer()),
    ).metadata();
    expect([large.width, large.height, small.width, small.height]).toEqual([256, 256, 64, 64]);

    const exported = await member.api('GET', '/api/rest/account/export');
    expect(exported.json.profile.picture).toEqual({
      small: new URL(set.json.picture.small, server.url).href,
      large: new URL(set.json.picture.large, server.url).href,
    });
    const [memberRow] = await server.query<{ id: string }>('select id from "user" where email = $1', [
      USER_EMAIL,
    ]);
    const id = memberRow!.id;
    const admin = await server.signIn(ADMIN_EMAIL);
    const listed = await admin.api('GET', `/api/rest/users/${id}`);
    expect(listed.json.picture).toEqual(set.json.picture);

    const later = new Date(Date.now() + 86_400_000);
    const pictures = () => server.context.uploads.storage.listOlderThan('pictures', later);
    expect(await pictures()).toHaveLength(2);
    expect((await admin.api('DELETE', `/api/rest/users/${id}`)).status).toBe(200);
    expect(await pictures()).toEqual([]);
  });

  it('removing a picture removes its files; a provider picture shows only from the provider', async () => {
    const server = await testServer({
      database: 'pglite',
      env: { GITHUB_CLIENT_ID: 'github-client', GITHUB_CLIENT_SECRET: 'github-secret' },
    });
    const member = await server.signIn(USER_EMAIL);
    const started = await member.api<Target>('POST', '/api/rest/account/picture-uploads', {
      contentType: 'image/jpeg',
    });
    await sendFile(started.json, await phonePhoto(), 'image/jpeg');
    await member.api('PUT', '/api/rest/account/picture', { uploadId: started.json.uploadId });
    expect((await member.api('DELETE', '/api/rest/account/picture')).status).toBe(200);
    expect(
      await server.context.uploads.storage.listOlderThan('pictures', new Date(Date.now() + 86_400_000)),
    ).toEqual([]);

    const pictureWith = async (image: string) => {
      await server.query(`update "user" set image = $1 where email = $2`, [image, USER_EMAIL]);
      return (await member.api('GET', '/api/rest/account/export')).json.profile.picture;
    };
    expect(await pictureWith('javascript:alert(1)')).toBeNull();
    // A URL a person set at their provider, pointing anywhere: never shown, never fetched.
    expect(await pictureWith('https://tracker.example.com/pixel.png')).toBeNull();
    expect(await pictureWith('https://avatars.githubusercontent.com/u/1')).toEqual({
      small: 'https://avatars.githubusercontent.com/u/1',
      large: 'https://avatars.githubusercontent.com/u/1',
    });
  });
});

describe('who may change covers', () => {
  it('a user, a signed-out caller and a read-only demo are refused on the server', async () => {
    const server = await testServer('pglite');
    const id = await firstBookId(server);
    const user = await server.signIn(USER_EMAIL);
    expect(
      (await user.api('POST', '/api/rest/books/cover-uploads', { contentType: 'image/png' })).status,
    ).toBe(403);
    expect((await user.api('DELETE', `/api/rest/books/${id}/cover`)).status).toBe(403);
    expect(
      (await server.client().api('POST', '/api/rest/books/cover-uploads', { contentType: 'image/png' }))
        .status,
    ).toBe(401);

    const demo = await testServer({ database: 'pglite', env: { DEMO_MODE: 'true' } });
    const admin = await demo.signIn(ADMIN_EMAIL);
    const refused = await admin.api('POST', '/api/rest/books/cover-uploads', { contentType: 'image/png' });
    expect([refused.status, refused.json.code]).toEqual([403, 'DEMO_MODE']);
  });

  it('starting uploads is throttled per person in the shared store', async () => {
    const server = await testServer('pglite');
    const admin = await server.signIn(ADMIN_EMAIL);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++)
      statuses.push(
        (await admin.api('POST', '/api/rest/books/cover-uploads', { contentType: 'image/png' })).status,
      );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await admin.api('POST', '/api/rest/books/cover-uploads', { contentType: 'image/png' });
    expect(refused.status).toBe(429);
    // The true wait: what is left of the 15 minutes opened by the first upload, in the body too.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(refused.json.data.retryAfter).toBe(retryAfter);
    // Over RPC, as the browser asks, the same wait.
    const rpc = await admin.api('POST', '/api/rpc/books/createCoverUpload', {
      json: { contentType: 'image/png' },
    });
    expect(rpc.status).toBe(429);
    expect(Number(rpc.headers.get('retry-after'))).toBe(rpc.json.json.data.retryAfter);
    expect(rpc.json.json.data.retryAfter).toBeGreaterThan(800);
  });
});

describe('the local upload endpoint holds to the terms of its token', () => {
  it('refuses a missing or forged token, another key, another type and a file over 5 MB, storing nothing', async () => {
    const server = await testServer('pglite');
    const admin = await server.signIn(ADMIN_EMAIL);
    const started = await admin.api<Target>('POST', '/api/rest/books/cover-uploads', {
      contentType: 'image/png',
    });
    const target = started.json;
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const variants: Array<[string, Target, Buffer, number]> = [
      ['no token', { ...target, url: target.url.replace(/\?.*$/, '') }, png, 403],
      ['forged', { ...target, url: `${target.url}x` }, png, 403],
      ['another key', { ...target, fields: { ...target.fields, key: 'pending/another' } }, png, 403],
      ['another type', { ...target, fields: { ...target.fields, 'Content-Type': 'text/html' } }, png, 403],
      // Under the server's body limit for this path, so the token's own limit is what refuses it.
      ['5 MB + 10 KB', target, Buffer.alloc(5 * 1024 * 1024 + 10 * 1024, 1), 413],
      // Over the body limit: refused by its Content-Length before anything is read.
      ['6 MB', target, Buffer.alloc(6 * 1024 * 1024, 1), 413],
    ];
    for (const [what, variant, bytes, status] of variants)
      expect([what, (await sendFile(variant, bytes, 'image/png')).status]).toEqual([what, status]);
    expect(await storedFiles(server)).toEqual([]);
  });
});

describe('the presigned POST of S3 storage', () => {
  it('asks the store itself to hold the size (1 byte to 5 MB), the type and the key', async () => {
    const s3 = await startS3Server();
    try {
      const server = await testServer({ database: 'pglite', env: s3.env });
      const admin = await server.signIn(ADMIN_EMAIL);
      const { json: target } = await admin.api<Target>('POST', '/api/rest/books/cover-uploads', {
        contentType: 'image/webp',
      });
      const policy = JSON.parse(Buffer.from(target.fields.Policy!, 'base64').toString()) as {
        conditions: unknown[];
        expiration: string;
      };
      expect(policy.conditions).toEqual(
        expect.arrayContaining([
          ['content-length-range', 1, 5 * 1024 * 1024],
          ['eq', '$Content-Type', 'image/webp'],
          { key: `pending/${target.uploadId}` },
        ]),
      );
      expect(new Date(policy.expiration).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    } finally {
      await s3.close();
    }
  });
});
