import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { EnvError, type Env } from './env';

const GENERATED_SECRET_FILE = path.resolve('.data/auth-secret');

/**
 * The secret that signs cookies. Production on a real database must configure it; locally one is
 * generated once and kept under .data/ so that sessions survive restarts.
 */
export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new EnvError(
      'Invalid configuration: AUTH_SECRET — required in production with DATABASE_URL (32+ characters)',
    );
  }
  if (fs.existsSync(GENERATED_SECRET_FILE)) return fs.readFileSync(GENERATED_SECRET_FILE, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(GENERATED_SECRET_FILE), { recursive: true });
  fs.writeFileSync(GENERATED_SECRET_FILE, secret, { mode: 0o600 });
  logger.warn(`AUTH_SECRET is unset: generated a local secret in ${GENERATED_SECRET_FILE}`);
  return secret;
}
