import type { Env } from '../env';
import { localStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';

/**
 * The configured storage: the S3 bucket when S3_BUCKET is set (env.ts checks the rest), local files otherwise.
 * The AWS SDK is loaded only for a bucket: a server on local files never holds its code (about 5 MB of heap).
 */
export function createStorage(env: Env, secret: string): ObjectStorage {
  if (env.S3_BUCKET) {
    const settings = {
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT!,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
    return whenLoaded('s3', import('./s3-storage').then(({ s3Storage }) => s3Storage(settings)));
  }
  return localStorage(env.UPLOADS_DIR, secret, env.BASE_URL);
}

/** A storage whose code is still loading: each call waits for it (and fails as it does). */
function whenLoaded(kind: ObjectStorage['kind'], loading: Promise<ObjectStorage>): ObjectStorage {
  // A failed load is reported to each call, not as an unhandled rejection.
  loading.catch(() => {});
  return {
    kind,
    put: async (key, body, contentType) => (await loading).put(key, body, contentType),
    get: async (key) => (await loading).get(key),
    size: async (key) => (await loading).size(key),
    delete: async (keys) => (await loading).delete(keys),
    listOlderThan: async (prefix, before) => (await loading).listOlderThan(prefix, before),
    uploadTarget: async (key, limits) => (await loading).uploadTarget(key, limits),
  };
}

/** The origin a browser posts uploads to when they go straight to the bucket (for the pages' CSP). */
export function uploadOrigin(env: Env): string | undefined {
  if (!env.S3_BUCKET || !env.S3_ENDPOINT) return undefined;
  const endpoint = new URL(env.S3_ENDPOINT);
  return env.S3_FORCE_PATH_STYLE
    ? endpoint.origin
    : `${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}`;
}
