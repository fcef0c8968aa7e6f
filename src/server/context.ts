import type { Logger } from 'pino';
import { createAuth, type Auth } from './auth';
import { resolveAuthSecret } from './auth-secret';
import type { DatabaseConnection } from './db/client';
import { database } from './db/database';
import { databaseReachability } from './db/reachable';
import { seedDatabase } from './db/seed';
import { createMailer, type Mailer } from './email/mailer';
import { env, type Env } from './env';
import { processLogger } from './logger';
import { createStorage } from './storage';
import { createUploads, type Uploads } from './storage/uploads';
import { createThrottles, createThrottleStore, type Throttles } from './throttle';

/** Everything a request handler needs, built once per process (tests build their own). */
export interface ServerContext {
  env: Env;
  connection: DatabaseConnection;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Limits on the e-mail code endpoints; `close()` it on shutdown (it may hold a Redis client). */
  throttles: Throttles;
  /** Whether the database answers now: a failure it explains is a 503, not a 500. */
  databaseAvailable: () => Promise<boolean>;
  /** Uploaded images: local files or an S3-compatible bucket (src/server/storage). */
  uploads: Uploads;
  /** Signs what only this server may issue (local upload tokens); the auth secret. */
  secret: string;
}

export function createServerContext(options: {
  env: Env;
  connection: DatabaseConnection;
  logger: Logger;
  mailer?: Mailer;
  secret?: string;
}): ServerContext {
  const { env, connection, logger } = options;
  const mailer =
    options.mailer ?? createMailer({ emailServer: env.EMAIL_SERVER, from: env.EMAIL_FROM, logger });
  const secret = options.secret ?? resolveAuthSecret(env, logger);
  const throttleStore = createThrottleStore(env, connection.db);
  const throttles = createThrottles(env, throttleStore);
  const auth = createAuth({ env, db: connection.db, mailer, logger, secret, throttles, throttleStore });
  return {
    env,
    connection,
    auth,
    mailer,
    logger,
    throttles,
    databaseAvailable: databaseReachability(connection),
    uploads: createUploads(createStorage(env, secret), logger),
    secret,
  };
}

let current: Promise<ServerContext> | undefined;

/** This process's context, from the validated environment. */
export function serverContext(): Promise<ServerContext> {
  current ??= (async () => {
    const config = env();
    // Resolved before the database opens, so a missing production secret stops the start at once.
    const secret = resolveAuthSecret(config, processLogger());
    const connection = await database();
    if (config.SEED_ON_START) {
      const { seeded } = await seedDatabase(connection);
      if (seeded)
        processLogger().info('Seeded an empty database with demo data (admin@admin.com, user@user.com)');
    }
    return createServerContext({ env: config, connection, logger: processLogger(), secret });
  })();
  current.catch(() => (current = undefined));
  return current;
}

/** Closes what this process's context holds besides the database (the throttles' Redis client). */
export async function closeServerContext(): Promise<void> {
  const context = await current?.catch(() => undefined);
  await context?.throttles.close();
}
