import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { inSpan } from '../telemetry/tracer';
import type { ObjectStorage } from './object-storage';

export interface S3Settings {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Any S3-compatible bucket (AWS S3, MinIO, Garage, Ceph: any with presigned POST uploads, which Cloudflare R2 lacks): shared by every instance. */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const s3 = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  // Each call a span of its own, named by its command (`s3 PutObject`); keys are uploads' uuids.
  const send = ((command: { constructor: { name: string } }) =>
    inSpan(
      `s3 ${command.constructor.name.replace(/Command$/, '')}`,
      { 'rpc.system': 'aws-api', 'rpc.service': 'S3', 'aws.s3.bucket': Bucket },
      () => s3.send(command as Parameters<S3Client['send']>[0]),
    )) as unknown as S3Client['send'];
  const client = { send };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body ? Buffer.from(await Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const { ContentLength } = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async listOlderThan(prefix, before) {
      const old: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && object.LastModified && object.LastModified < before) old.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return old;
    },
    async uploadTarget(key, limits) {
      const { url, fields } = await createPresignedPost(s3, {
        Bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, limits.maxBytes],
          ['eq', '$Content-Type', limits.contentType],
        ],
        Fields: { 'Content-Type': limits.contentType },
        Expires: limits.expiresInSeconds,
      });
      return { url, fields };
    },
  };
}
