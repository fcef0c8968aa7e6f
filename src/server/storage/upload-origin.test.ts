import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { contentSecurityPolicy } from '../security/headers';
import { uploadOrigin } from '.';

const S3 = {
  S3_BUCKET: 'folio-covers',
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('where pages may send uploads', () => {
  it('is Folio alone with local storage, and the bucket too with S3 (in the host or in the path)', () => {
    expect(uploadOrigin(parseEnv({}))).toBeUndefined();
    expect(uploadOrigin(parseEnv(S3))).toBe('https://folio-covers.s3.eu-west-1.amazonaws.com');
    expect(
      uploadOrigin(
        parseEnv({ ...S3, S3_ENDPOINT: 'http://minio.internal:9000', S3_FORCE_PATH_STYLE: 'true' }),
      ),
    ).toBe('http://minio.internal:9000');
  });

  it('is what the pages’ CSP allows scripts to connect to', () => {
    expect(contentSecurityPolicy('/manager/books/new', 'n0nce')).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('/manager/books/new', 'n0nce', 'http://minio.internal:9000')).toContain(
      "connect-src 'self' http://minio.internal:9000;",
    );
  });
});
