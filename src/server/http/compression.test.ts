import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createBrotliDecompress, gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpTestServer, type HttpTestServer } from '../../../tests/support/http-test-server';
import { deferred } from '../../../tests/support/raw-http';

const PAGE_START = `<!doctype html><html><body>${'<p>Middlemarch, a study of provincial life.</p>'.repeat(200)}`;
const PAGE_END = '<p>The end.</p></body></html>';
let secondChunkSent = deferred();
let releaseSecondChunk = deferred();

async function app(request: Request): Promise<Response> {
  switch (new URL(request.url).pathname) {
    case '/page': {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(PAGE_START));
          await releaseSecondChunk.promise;
          controller.enqueue(encoder.encode(PAGE_END));
          secondChunkSent.resolve();
          controller.close();
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    case '/whole-page':
      return new Response(PAGE_START + PAGE_END, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    case '/small':
      return Response.json({ ok: true });
    case '/large-json':
      return Response.json({
        books: Array.from({ length: 200 }, (_, index) => ({ id: index, title: 'Emma' })),
      });
    case '/image':
      return new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } });
    default:
      return new Response('not found', { status: 404 });
  }
}

let server: HttpTestServer;

beforeAll(async () => {
  server = await startHttpTestServer({ fetch: app });
});

afterAll(() => server?.dispose());

function get(
  pathname: string,
  acceptEncoding?: string,
): Promise<{ response: IncomingMessage; body: Buffer }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    httpRequest(
      {
        hostname,
        port,
        path: pathname,
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
      },
    )
      .on('error', reject)
      .end();
  });
}

describe('compressed answers', () => {
  it('sends a page in brotli to a browser that takes it, still streamed chunk by chunk', async () => {
    releaseSecondChunk = deferred();
    secondChunkSent = deferred();
    const { hostname, port } = new URL(server.url);
    const firstPart = new Promise<{ text: string; encoding?: string; vary?: string }>((resolve, reject) => {
      httpRequest(
        { hostname, port, path: '/page', headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
        (response) => {
          const decoder = createBrotliDecompress();
          let text = '';
          decoder.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            // The first part arrives whole before the server has produced the second.
            if (text.length >= PAGE_START.length)
              resolve({
                text,
                encoding: response.headers['content-encoding'],
                vary: response.headers.vary,
              });
          });
          response.pipe(decoder);
        },
      )
        .on('error', reject)
        .end();
    });
    const seen = await firstPart;
    expect(seen.encoding).toBe('br');
    expect(seen.vary).toMatch(/Accept-Encoding/);
    expect(seen.text).toBe(PAGE_START);
    // Without a flush per chunk the compressor would hold the first part until the end: never seen.
    releaseSecondChunk.resolve();
    await secondChunkSent.promise;
  });

  it('falls back to gzip, and sends the same bytes uncompressed to a client that takes neither', async () => {
    releaseSecondChunk = deferred();
    releaseSecondChunk.resolve();
    const gzip = await get('/page', 'gzip');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE_START + PAGE_END);
    expect(gzip.body.length).toBeLessThan((PAGE_START + PAGE_END).length / 5);

    const plain = await get('/page');
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.response.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe(PAGE_START + PAGE_END);
  });

  it('compresses JSON over 1 KB, never a small answer or an image', async () => {
    const large = await get('/large-json', 'br');
    expect(large.response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.body).toString()).books).toHaveLength(200);

    const small = await get('/small', 'br, gzip');
    expect(small.response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });

    const image = await get('/image', 'br, gzip');
    expect(image.response.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it('sends an answer that is ready whole with its length, compressed in one piece', async () => {
    for (const [path, coding] of [
      ['/large-json', 'br'],
      ['/whole-page', 'gzip'],
    ] as const) {
      const { response, body } = await get(path, coding);
      expect(response.headers['content-encoding'], path).toBe(coding);
      expect(response.headers['transfer-encoding'], path).toBeUndefined();
      expect(Number(response.headers['content-length']), path).toBe(body.length);
    }
    const page = await get('/whole-page', 'br');
    expect(brotliDecompressSync(page.body).toString()).toBe(PAGE_START + PAGE_END);
    const small = await get('/small', 'br');
    expect(small.response.headers['content-length']).toBe(String(small.body.length));
  });

  it('honours q=0: a client that refuses brotli gets gzip', async () => {
    const answer = await get('/large-json', 'br;q=0, gzip');
    expect(answer.response.headers['content-encoding']).toBe('gzip');
  });
});
