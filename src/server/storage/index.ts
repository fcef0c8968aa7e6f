import type { Env } from '../env';
import { localStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { s3Storage } from './s3-storage';

/** The configured storage: the S3 bucket when S3_BUCKET is set (env.ts checks the rest), local files otherwise. */
export function createStorage(env: Env, secret: string): ObjectStorage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT!,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localStorage(env.UPLOADS_DIR, secret, env.BASE_URL);
}

/** The origin a browser posts uploads to when they go straight to the bucket (for the pages' CSP). */
export function uploadOrigin(env: Env): string | undefined {
  if (!env.S3_BUCKET || !env.S3_ENDPOINT) return undefined;
  const endpoint = new URL(env.S3_ENDPOINT);
  return env.S3_FORCE_PATH_STYLE
    ? endpoint.origin
    : `${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}`;
}
