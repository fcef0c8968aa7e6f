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
