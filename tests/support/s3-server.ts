import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** The S3_* variables that point Folio at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'folio-s3-'));
  const bucket = 'folio-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's own credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
