import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Standard Webhooks' form of a signing secret: the prefix, then the key's bytes in base64. */
const SECRET_PREFIX = 'whsec_';
/** 256 bits: as long as HMAC-SHA256's own output, within the 24–64 bytes the specification allows. */
const SECRET_BYTES = 32;

/** A new signing secret (`whsec_…`), shown once to the admin who made it. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

const SEALED_VERSION = 'v1';

/**
 * The key that seals webhook secrets, derived from the server's secret (AUTH_SECRET): a signing secret
 * must be kept to sign with, so it cannot be hashed like an API key; sealed, a copy of the database
 * alone does not hold it. Changing AUTH_SECRET makes the endpoints' secrets unreadable: rotate them then.
 */
const sealingKeys = new Map<string, Buffer>();

function sealingKey(serverSecret: string): Buffer {
  let key = sealingKeys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'folio', 'webhook signing secrets', 32));
    sealingKeys.set(serverSecret, key);
  }
  return key;
}

/** The secret as stored: `v1.<iv>.<tag>.<ciphertext>` (AES-256-GCM, base64url). */
export function sealWebhookSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret a stored value holds; throws when it was sealed with another server secret or altered. */
export function openWebhookSecret(stored: string, serverSecret: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== SEALED_VERSION || !iv || !tag || !sealed) throw new Error('Not a sealed webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
