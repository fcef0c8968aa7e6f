import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Webhook } from 'standardwebhooks';
import { serverI18n } from '~/lib/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '~/lib/languages';
import { roleCan } from '~/lib/permissions';
import { WEBHOOK_TRIES, WEBHOOKS_PAGE } from '~/lib/webhooks';
import { recordAudit } from '../audit';
import type { Database } from '../db/client';
import { user, webhookAttempt, webhookDelivery, webhookEndpoint, webhookEvent } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { webhookDisabledEmail } from '../email/webhook-disabled-email';
import type { Env } from '../env';
import { ExpectedJobFailure, type JobHandlers, type JobTry } from '../jobs/job-kinds';
import type { JobRunner } from '../jobs/job-runner';
import { countWebhookAttempt, countWebhookDelivery } from '../telemetry/metrics';
import { inSpan } from '../telemetry/tracer';
import type { Resolve } from './webhook-address';
import { jobStatementsIn } from './webhook-outbox';
import { postWebhook } from './webhook-request';
import type { Webhooks } from './webhooks';

/** The Standard Webhooks headers of one try: the event's id, now, and a signature by each secret that signs. */
export function signedHeaders(
  eventId: string,
  payload: string,
  secrets: readonly string[],
  now = new Date(),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Folio-Webhooks/1.0',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    // During a rotation both secrets sign: a receiver that knows either one verifies the delivery.
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(eventId, now, payload)).join(' '),
  };
}

interface DeliveryDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  jobs: JobRunner;
  webhooks: Webhooks;
  /** How names are resolved (tests); the system's by default. */
  resolve?: Resolve;
}

/**
 * The webhook jobs. A `webhook-delivery` job is a turn of one endpoint: it makes one try of the
 * endpoint's earliest pending delivery, whichever it is then, so deliveries go out in order of creation
 * whatever order the turns are in. A try that fails is retried by pg-boss with its backoff, holding the
 * endpoint's later turns back; the last try that fails gives the delivery up and disables the endpoint.
 */
export function webhookJobHandlers(
  dependencies: DeliveryDependencies,
): Pick<JobHandlers, 'webhook-delivery' | 'webhook-disabled-notice'> {
  const { env, db, mailer, logger } = dependencies;
  return {
    'webhook-delivery': ({ endpointId }, job) =>
      inSpan('webhook deliver', { 'folio.webhook.endpoint': endpointId }, () =>
        deliverNext(dependencies, endpointId, job),
      ),
    'webhook-disabled-notice': async ({ endpointId, userId }) => {
      const [found] = await db
        .select({
          email: user.email,
          url: webhookEndpoint.url,
          description: webhookEndpoint.description,
          language: webhookEndpoint.language,
        })
        .from(webhookEndpoint)
        .innerJoin(user, eq(user.id, userId))
        .where(eq(webhookEndpoint.id, endpointId));
      // Deleted since, or the admin is gone: nobody to tell, or nothing to tell of.
      if (!found) return;
      const language = isLanguage(found.language) ? found.language : DEFAULT_LANGUAGE;
      const t = serverI18n(language).getFixedT(language, 'email');
      await mailer.send(
        webhookDisabledEmail({
          to: found.email,
          endpoint: found.description ? `${found.url} (${found.description})` : found.url,
          tries: WEBHOOK_TRIES,
          url: new URL(WEBHOOKS_PAGE, env.BASE_URL).toString(),
          language,
          t,
        }),
      );
      logger.debug({ endpointId }, 'Told an admin that a webhook endpoint was disabled');
    },
  };
}

async function deliverNext(
  dependencies: DeliveryDependencies,
  endpointId: string,
  job: JobTry,
): Promise<void> {
  const { env, db, webhooks } = dependencies;
  // One statement: the endpoint (enabled) with its earliest pending delivery and that delivery's event.
  const [next] = await db
    .select({
      url: webhookEndpoint.url,
      secret: webhookEndpoint.secret,
      previousSecret: webhookEndpoint.previousSecret,
      previousSecretExpiresAt: webhookEndpoint.previousSecretExpiresAt,
      id: webhookDelivery.id,
      attempts: webhookDelivery.attempts,
      eventId: webhookEvent.id,
      type: webhookEvent.type,
      payload: webhookEvent.payload,
    })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .where(
      and(
        eq(webhookDelivery.endpointId, endpointId),
        eq(webhookDelivery.status, 'pending'),
        eq(webhookEndpoint.enabled, true),
      ),
    )
    .orderBy(asc(webhookDelivery.sequence))
    .limit(1);
  // Deleted or disabled (its pending deliveries wait, and it gets new turns when it is enabled again),
  // or an extra turn (its delivery went out with an earlier one, or was redelivered): nothing to do.
  if (!next) return;

  const now = new Date();
  const secrets = [webhooks.open(next.secret)];
  if (next.previousSecret && next.previousSecretExpiresAt && next.previousSecretExpiresAt > now)
    secrets.push(webhooks.open(next.previousSecret));
  const outcome = await postWebhook({
    url: next.url,
    headers: signedHeaders(next.eventId, next.payload, secrets, now),
    body: next.payload,
    policy: webhooks.policy,
    signal: job.signal,
    resolve: dependencies.resolve,
  });

  const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const tries = next.attempts + 1;
  // The turn's own last try, or the delivery's (a turn that took over from another): never leave a turn
  // failed, which would hold the endpoint's later turns back for ever.
  const lastTry = !delivered && (tries >= WEBHOOK_TRIES || job.retryCount + 1 >= WEBHOOK_TRIES);
  const status = delivered ? 'delivered' : lastTry ? 'failed' : 'pending';
  // When the next try may come at the earliest: pg-boss draws it between this and twice this.
  const retryAfterSeconds = env.JOB_RETRY_DELAY_SECONDS * 2 ** job.retryCount;
  // One statement, so atomic without a transaction: the try, the delivery's state, the endpoint's count.
  const recordTry = sql`
    with attempt as (
      insert into ${webhookAttempt} (delivery_id, status_code, duration_ms, response, error)
      values (${next.id}, ${outcome.statusCode}, ${outcome.durationMs}, ${outcome.response}, ${outcome.error})
    ), delivery as (
      update ${webhookDelivery}
      set status = ${status}, attempts = attempts + 1, last_attempt_at = now(),
        delivered_at = ${delivered ? sql`now()` : sql`null`},
        next_attempt_at = ${status === 'pending' ? sql`now() + make_interval(secs => ${retryAfterSeconds})` : sql`null`}
      where id = ${next.id}
    )
    update ${webhookEndpoint}
    set consecutive_failures = ${delivered ? sql`0` : sql`consecutive_failures + 1`}
      ${lastTry ? sql`, enabled = false, disabled_reason = 'failures', disabled_at = now()` : sql``}
    where id = ${endpointId}`;
  if (lastTry)
    await db.transaction(async (tx) => {
      await tx.execute(recordTry);
      await disableAfterFailures(tx, dependencies.jobs, { id: endpointId, url: next.url });
    });
  else await db.execute(recordTry);
  if (lastTry) dependencies.jobs.wake('webhook-disabled-notice');
  countWebhookAttempt(next.type, delivered ? 'success' : 'failure');
  if (delivered || lastTry) countWebhookDelivery(next.type, delivered ? 'delivered' : 'failed');
  if (lastTry)
    dependencies.logger.warn(
      { webhook: { endpointId, deliveryId: next.id, tries } },
      'A webhook endpoint was disabled: a delivery failed all its tries',
    );
  if (!delivered && !lastTry)
    throw new ExpectedJobFailure(
      `The receiver of webhook endpoint ${endpointId} answered ${outcome.statusCode ?? outcome.error}`,
    );
}

/** The endpoint is disabled: the audit log says so, and each of Folio's admins is told by e-mail. */
async function disableAfterFailures(tx: Database, jobs: JobRunner, endpoint: { id: string; url: string }) {
  await recordAudit(tx, {
    action: 'webhook.disabled',
    target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
    detail: { reason: 'failures', tries: WEBHOOK_TRIES },
  });
  const admins = await tx
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(and(like(user.role, '%admin%'), eq(user.banned, false)));
  await jobs.sendWithin(
    jobStatementsIn(tx),
    'webhook-disabled-notice',
    admins
      .filter((admin) => roleCan(admin.role, { webhook: ['update'] }))
      .map((admin) => ({ data: { endpointId: endpoint.id, userId: admin.id } })),
  );
}
