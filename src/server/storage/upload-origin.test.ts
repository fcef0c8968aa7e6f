import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { contentSecurityPolicy } from '../security/headers';
import { uploadOrigin } from '.';
import { providerPictureOrigins } from '../provider-pictures';

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
    expect(
      contentSecurityPolicy('/manager/books/new', 'n0nce', { upload: 'http://minio.internal:9000' }),
    ).toContain("connect-src 'self' http://minio.internal:9000;");
  });
});

describe('whose pictures pages may show', () => {
  it('are those of the configured sign-in providers only, over https', () => {
    expect(providerPictureOrigins(parseEnv({}))).toEqual([]);
    const both = parseEnv({
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      OIDC_ISSUER: 'https://id.example.com/realms/folio',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(providerPictureOrigins(both)).toEqual([
      'https://avatars.githubusercontent.com',
      'https://id.example.com',
    ]);
    expect(contentSecurityPolicy('/app', 'n0nce', { pictures: providerPictureOrigins(both) })).toContain(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com https://id.example.com;",
    );
    expect(contentSecurityPolicy('/app', 'n0nce')).toContain("img-src 'self' data: blob:;");
  });
});
