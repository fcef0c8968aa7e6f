import type { Logger } from 'pino';
import { createAuth, type Auth } from './auth';
import { resolveAuthSecret } from './auth-secret';
import type { DatabaseConnection } from './db/client';
import { database } from './db/database';
import { databaseReachability } from './db/reachable';
import { seedDatabase } from './db/seed';
import { createApiKeyReader, type ApiKeyReader } from './api-keys/api-key-reader';
import { createMailer, type Mailer } from './email/mailer';
import { env, type Env } from './env';
import { processLogger } from './logger';
import { createStorage } from './storage';
import { createUploads, type Uploads } from './storage/uploads';
import { createThrottles, createThrottleStore, type Throttles } from './throttle';
import { cleanupJobHandlers } from './jobs/cleanup-jobs';
import { emailJobHandlers } from './jobs/email-jobs';
import { countJobs } from './jobs/job-list';
import type { JobHandlers } from './jobs/job-kinds';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs/job-runner';
import { registerJobQueueStats, registerWebhookOutboxDepth } from './telemetry/metrics';
import type { Resolve } from './webhooks/webhook-address';
import { webhookJobHandlers } from './webhooks/webhook-delivery';
import { pendingWebhookDeliveries } from './webhooks/webhook-records';
import { createWebhooks, type Webhooks } from './webhooks/webhooks';
import { createSessionReader, type SessionReader } from './session-reader';

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
  /** E-mails sent after the request and the scheduled clean-ups (src/server/jobs); started apart. */
  jobs: JobRunner;
  /** Reads a request's session without better-auth's pipeline, where no write is due (session-reader.ts). */
  readSession: SessionReader;
  /** Who an API key stands for, in one statement (api-keys/api-key-reader.ts). */
  readApiKey: ApiKeyReader;
  /** Events recorded for webhook endpoints with the changes they report, delivered by jobs (webhooks/). */
  webhooks: Webhooks;
}

export function createServerContext(options: {
  env: Env;
  connection: DatabaseConnection;
  logger: Logger;
  mailer?: Mailer;
  secret?: string;
  jobs?: JobRunnerOptions;
  /** How webhook deliveries resolve names (a test's resolver); the system's by default. */
  webhookResolve?: Resolve;
}): ServerContext {
  const { env, connection, logger } = options;
  const mailer =
    options.mailer ?? createMailer({ emailServer: env.EMAIL_SERVER, from: env.EMAIL_FROM, logger });
  const secret = options.secret ?? resolveAuthSecret(env, logger);
  const throttleStore = createThrottleStore(env, connection.db);
  const throttles = createThrottles(env, throttleStore);
  const uploads = createUploads(createStorage(env, secret), logger);
  const db = connection.db;
  // The handlers are bound once the runner exists: a webhook delivery that gives up queues a notice.
  const handlers = {} as JobHandlers;
  const jobs = createJobRunner(
    connection,
    handlers,
    logger,
    {
      retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
      retryDelayMaxSeconds: env.JOB_RETRY_DELAY_MAX_SECONDS,
      ...options.jobs,
    },
  );
  const webhooks = createWebhooks({ env, jobs, secret });
  Object.assign(handlers, {
    ...emailJobHandlers({ env, db, mailer }),
    ...cleanupJobHandlers({ db, uploads, logger }),
    ...webhookJobHandlers({ env, db, mailer, logger, jobs, webhooks, resolve: options.webhookResolve }),
  } satisfies JobHandlers);
  const auth = createAuth({ env, db, mailer, logger, secret, throttles, throttleStore, jobs, webhooks });
  return {
    env,
    connection,
    auth,
    mailer,
    logger,
    throttles,
    databaseAvailable: databaseReachability(connection),
    uploads,
    secret,
    jobs,
    readSession: createSessionReader(auth, db),
    readApiKey: createApiKeyReader(db, auth.options, (error) =>
      logger.warn({ err: error }, "An API key's last use could not be recorded"),
    ),
    webhooks,
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
    const context = createServerContext({ env: config, connection, logger: processLogger(), secret });
    await context.jobs.start();
    registerJobQueueStats(async () =>
      [...(await countJobs(connection))].map(([queue, { queued, active, failed }]) => ({
        queue,
        queued,
        active,
        failed,
      })),
    );
    registerWebhookOutboxDepth(() => pendingWebhookDeliveries(connection.db));
    return context;
  })();
  current.catch(() => (current = undefined));
  return current;
}

/** Stops this process's jobs: those running have `graceMs` to finish, the others go back to the queue. */
export async function stopServerJobs(graceMs: number): Promise<void> {
  const context = await current?.catch(() => undefined);
  await context?.jobs.stop(graceMs);
}

/** Closes what this process's context holds besides the database: its jobs, the throttles' Redis client. */
export async function closeServerContext(): Promise<void> {
  const context = await current?.catch(() => undefined);
  await context?.jobs.stop(0);
  await context?.throttles.close();
}
