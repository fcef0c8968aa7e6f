import type { Db, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { JOB_KINDS, type JobKind } from '~/lib/jobs';
import type { DatabaseConnection } from '../db/client';
import { JOB_SCHEMA, jobDatabase } from './job-database';
import { countJobFailure } from '../telemetry/metrics';
import { inSpan } from '../telemetry/tracer';
import {
  ExpectedJobFailure,
  queueOptions,
  SCHEDULES,
  type JobHandlers,
  type JobPayloads,
  type ScheduledJobKind,
  type SentJobKind,
} from './job-kinds';

export interface JobRunnerOptions {
  /**
   * Whether this instance sends the scheduled jobs (the production server does; most tests need
   * not), and when, as cron expressions (by default job-kinds.ts's SCHEDULES).
   */
  schedules?: boolean | Partial<Record<ScheduledJobKind, string>>;
  /** How often an idle worker looks for a job; a job sent by this instance wakes its worker at once. */
  pollingIntervalSeconds?: number;
  /** How often the schedules are looked at (pg-boss's default: 30 s). */
  cronMonitorIntervalSeconds?: number;
  /**
   * An e-mail's first retry waits at random between this and twice this (pg-boss's retryBackoff), and
   * both bounds double for each later one…
   */
  retryDelaySeconds?: number;
  /** …up to this long (by default without a limit). */
  retryDelayMaxSeconds?: number;
  /**
   * How often pg-boss looks for jobs whose instance died (their expiry passed) to retry them elsewhere:
   * its supervisor and queue monitor intervals (pg-boss's default: 60 s each).
   */
  expiryCheckSeconds?: number;
}

export interface JobRunner {
  /** Queues a job; this instance's worker is woken to take it now. */
  send<Kind extends SentJobKind>(kind: Kind, payload: JobPayloads[Kind]): Promise<void>;
  /**
   * Queues jobs inside the caller's transaction (`db` runs pg-boss's statement on it), so that they
   * exist exactly when the transaction commits; each with its singleton key. Wake the worker once the
   * transaction has committed.
   */
  sendWithin<Kind extends SentJobKind>(
    db: Db,
    kind: Kind,
    jobs: ReadonlyArray<{ data: JobPayloads[Kind]; singletonKey?: string }>,
  ): Promise<void>;
  /** Wakes this instance's worker of `kind` to look for jobs now rather than at its next poll. */
  wake(kind: SentJobKind): void;
  /** Starts the workers (and the schedules); resolves once they run. */
  start(): Promise<void>;
  /**
   * Stops taking jobs; the ones running have `graceMs` to finish, and those that do not are put
   * back in the queue (a try of theirs is spent).
   */
  stop(graceMs: number): Promise<void>;
  /** A failed job tried once more, or a cancelled one queued again; false when it is in neither state. */
  retry(kind: JobKind, id: string): Promise<boolean>;
  /** A queued or active job cancelled; false when it has already ended. */
  cancel(kind: JobKind, id: string): Promise<boolean>;
}

const DEFAULT_RETRY_DELAY_SECONDS = 30;

/** How many webhook deliveries (of different endpoints) one instance makes at once. */
const WEBHOOK_WORKERS = 4;

export function createJobRunner(
  connection: DatabaseConnection,
  handlers: JobHandlers,
  logger: Logger,
  options: JobRunnerOptions = {},
): JobRunner {
  /** Each queue's workers on this instance (several for webhook deliveries). */
  const workers = new Map<JobKind, string[]>();
  const schedules =
    options.schedules === false
      ? undefined
      : { ...SCHEDULES, ...(options.schedules === true ? {} : options.schedules) };
  const retries = {
    delaySeconds: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    maxDelaySeconds: options.retryDelayMaxSeconds,
  };
  let starting: Promise<PgBoss> | undefined;

  const started = () => {
    if (!starting) throw new Error('The job runner has not started');
    return starting;
  };

  const run = async <Kind extends JobKind>(
    kind: Kind,
    job: { id: string; data: JobPayloads[Kind]; retryCount: number; signal: AbortSignal },
  ) => {
    const attributes = { 'folio.job.kind': kind, 'folio.job.try': job.retryCount + 1 };
    try {
      // Each try is a trace of its own; what the handler does (a webhook delivery…) is under it.
      await inSpan(`job ${kind}`, attributes, () =>
        handlers[kind](job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal }),
      );
    } catch (error) {
      // No payload in the log: it may hold an address.
      const expected = error instanceof ExpectedJobFailure;
      logger[expected ? 'info' : 'warn'](
        { err: error, job: { kind, id: job.id, try: job.retryCount + 1 } },
        'A job failed',
      );
      countJobFailure(kind);
      throw error;
    }
  };

  /** Creates (or updates) each queue, starts its worker, and sends the schedules when this instance does. */
  const runQueues = async (instance: PgBoss) => {
    for (const kind of JOB_KINDS) {
      const { policy: _policy, retryDelayMax, ...changeable } = queueOptions(kind, retries);
      await instance.createQueue(kind, queueOptions(kind, retries));
      // A queue keeps the options of its creation: later starts bring them to the current ones.
      await instance.updateQueue(kind, { ...changeable, retryDelayMax: retryDelayMax ?? null });
      // Webhook deliveries spend their time waiting for receivers, not on the connection: several
      // endpoints' turns at once, so that a slow receiver does not hold back the others. And a turn
      // that ran may have others behind it: its worker looks again at once, not at its next poll.
      const turns = kind === 'webhook-delivery';
      const ids: string[] = [];
      for (let count = turns ? WEBHOOK_WORKERS : 1; count > 0; count--) {
        const id: string = await instance.work<JobPayloads[typeof kind]>(
          kind,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (!job) return;
            try {
              await run(kind, job);
            } finally {
              if (turns) instance.notifyWorker(id);
            }
          },
        );
        ids.push(id);
      }
      workers.set(kind, ids);
    }
    for (const [kind, cron] of Object.entries(schedules ?? {})) await instance.schedule(kind, cron);
  };

  return {
    async send(kind, payload) {
      const runner = await started();
      await runner.send(kind, payload);
      for (const worker of workers.get(kind) ?? []) runner.notifyWorker(worker);
    },
    async sendWithin(db, kind, jobs) {
      if (!jobs.length) return;
      const runner = await started();
      await runner.insert(
        kind,
        jobs.map(({ data, singletonKey }) => ({ data, singletonKey })),
        { db },
      );
    },
    wake(kind) {
      const ids = workers.get(kind) ?? [];
      if (ids.length && starting)
        void starting.then((runner) => ids.forEach((id) => runner.notifyWorker(id))).catch(() => {});
    },
    start() {
      starting ??= (async () => {
        // Loaded when jobs start: pg-boss brings pg's driver, which a server on PGlite otherwise never loads.
        const { PgBoss } = await import('pg-boss');
        const instance = new PgBoss({
          db: await jobDatabase(connection),
          backend: connection.kind === 'pglite' ? 'pglite' : 'postgres',
          schema: JOB_SCHEMA,
          schedule: schedules !== undefined,
          ...(options.expiryCheckSeconds
            ? {
                superviseIntervalSeconds: options.expiryCheckSeconds,
                monitorIntervalSeconds: options.expiryCheckSeconds,
              }
            : {}),
          ...(options.cronMonitorIntervalSeconds
            ? {
                cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
                cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds,
              }
            : {}),
        });
        instance.on('error', (error) => logger.error({ err: error }, 'The job runner failed'));
        await instance.start();
        try {
          await runQueues(instance);
        } catch (error) {
          await instance.stop({ graceful: false, close: false }).catch(() => undefined);
          throw error;
        }
        return instance;
      })();
      starting.catch(() => (starting = undefined));
      return starting.then(() => undefined);
    },
    async stop(graceMs) {
      const current = await starting?.catch(() => undefined);
      starting = undefined;
      workers.clear();
      // A database already gone cannot be told which jobs go back: they return once their expiry passes.
      await current
        ?.stop({ graceful: true, timeout: graceMs, close: false })
        .catch((error: unknown) => logger.warn({ err: error }, 'The jobs stopped without settling what ran'));
    },
    async retry(kind, id) {
      const runner = await started();
      const failed = await runner.retry(kind, id);
      if (affected(failed)) return true;
      return affected(await runner.resume(kind, id));
    },
    async cancel(kind, id) {
      return affected(await (await started()).cancel(kind, id));
    },
  };
}

/** How many jobs a pg-boss command changed. */
function affected(response: unknown): boolean {
  const { affected: count } = (response ?? {}) as { affected?: number };
  return (count ?? 0) > 0;
}
