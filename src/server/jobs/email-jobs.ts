import { eq } from 'drizzle-orm';
import { serverI18n } from '~/lib/i18n';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '~/lib/languages';
import type { Database } from '../db/client';
import { invitation, organization, user } from '../db/schema';
import { emailChangedEmail } from '../email/code-email';
import { invitationEmail } from '../email/invitation-email';
import { passkeyRemovedEmail } from '../email/passkey-removed-email';
import { secondFactorResetEmail } from '../email/second-factor-email';
import type { Mailer } from '../email/mailer';
import type { Env } from '../env';
import { invitationUrl } from '../organizations/organization-plugin';
import type { EmailJobKind, JobHandlers } from './job-kinds';

const HOUR_MS = 60 * 60 * 1000;

function textsIn(language: Language) {
  const known = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { language: known, t: serverI18n(known).getFixedT(known, 'email') };
}

/**
 * The e-mails sent as jobs. Each reads what it tells from the database when it runs, so a retry tells
 * what is true then; an invitation answered or withdrawn meanwhile is not sent at all.
 */
export function emailJobHandlers({
  env,
  db,
  mailer,
}: {
  env: Env;
  db: Database;
  mailer: Mailer;
}): Pick<JobHandlers, Exclude<EmailJobKind, 'webhook-disabled-notice'>> {
  /** The address of an account, or undefined when it was deleted since: there is no one left to tell. */
  const addressOf = async (userId: string) => {
    const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return account?.email;
  };

  return {
    'invitation-email': async ({ invitationId, language: asked }) => {
      const [found] = await db
        .select({
          email: invitation.email,
          role: invitation.role,
          status: invitation.status,
          expiresAt: invitation.expiresAt,
          organization: organization.name,
          inviterName: user.name,
          inviterEmail: user.email,
        })
        .from(invitation)
        .innerJoin(organization, eq(organization.id, invitation.organizationId))
        .innerJoin(user, eq(user.id, invitation.inviterId))
        .where(eq(invitation.id, invitationId));
      if (!found || found.status !== 'pending' || found.expiresAt.getTime() <= Date.now()) return;
      const { language, t } = textsIn(asked);
      await mailer.send(
        invitationEmail({
          to: found.email,
          inviter: found.inviterName || found.inviterEmail,
          organization: found.organization,
          role: t(`invitation.roles.${found.role}`, { defaultValue: found.role }),
          url: invitationUrl(env, invitationId),
          hours: Math.max(1, Math.round((found.expiresAt.getTime() - Date.now()) / HOUR_MS)),
          language,
          t,
        }),
      );
    },
    'email-changed-notice': async ({ userId, to, language: asked }) => {
      const newEmail = await addressOf(userId);
      if (!newEmail) return;
      const { language, t } = textsIn(asked);
      await mailer.send(emailChangedEmail({ to, newEmail, language, t }));
    },
    'passkey-removed-notice': async ({ userId, passkeyName, language: asked }) => {
      const to = await addressOf(userId);
      if (!to) return;
      const { language, t } = textsIn(asked);
      await mailer.send(passkeyRemovedEmail({ to, passkeyName, language, t }));
    },
    'second-factor-reset-notice': async ({ userId, language: asked }) => {
      const to = await addressOf(userId);
      if (!to) return;
      const { language, t } = textsIn(asked);
      await mailer.send(secondFactorResetEmail({ to, language, t }));
    },
  };
}
