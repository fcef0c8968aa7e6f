import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadLimits } from './object-storage';

/** What a local upload's token allows: one key, one type, a size, until a time (the presigned POST's terms). */
export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: number;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `folio-upload:${secret}`).update(payload).digest('base64url');
}

export function issueUploadToken(
  secret: string,
  key: string,
  limits: UploadLimits,
  now = Date.now(),
): string {
  const grant: UploadGrant = {
    key,
    contentType: limits.contentType,
    maxBytes: limits.maxBytes,
    expiresAt: now + limits.expiresInSeconds * 1000,
  };
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The grant a token carries, or null when it is forged, damaged or expired. */
export function readUploadToken(secret: string, token: string, now = Date.now()): UploadGrant | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as UploadGrant;
    return grant.expiresAt > now ? grant : null;
  } catch {
    return null;
  }
}
