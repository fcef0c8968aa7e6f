import { organization } from 'better-auth/plugins/organization';
import type { Logger } from 'pino';
import { DEFAULT_LANGUAGE } from '~/lib/languages';
import { languageOfRequest } from '~/lib/request-language';
import { organizationAccessControl, organizationRoles } from '~/lib/organization-access-control';
import { markSendFailed } from '../email/failed-sends';
import type { Env } from '../env';
import type { JobRunner } from '../jobs/job-runner';

export const INVITATION_HOURS = 48;

/** The page an invitation e-mail links to; it shows the invitation and lets the invitee answer. */
export function invitationUrl(env: Env, invitationId: string): string {
  return new URL(`/invitations/${encodeURIComponent(invitationId)}`, env.BASE_URL).toString();
}

/**
 * better-auth's organization plugin with Folio's roles (spec §6, lib/organization-permissions.ts),
 * teams, the limits from the configuration, and translated invitation e-mails (ADR 0016), sent as
 * jobs (ADR 0021). The rules on the only owner (cannot leave, be removed or demoted) are the plugin's own.
 */
export function organizations({ env, jobs, logger }: { env: Env; jobs: JobRunner; logger: Logger }) {
  return organization({
    ac: organizationAccessControl,
    roles: organizationRoles,
    creatorRole: 'owner',
    organizationLimit: env.ORGANIZATIONS_PER_PERSON,
    membershipLimit: env.MEMBERS_PER_ORGANIZATION,
    invitationExpiresIn: INVITATION_HOURS * 60 * 60,
    // An invitation is answered by whoever proved they read the invited mailbox (the e-mail code).
    requireEmailVerificationOnInvitation: true,
    teams: {
      enabled: true,
      maximumTeams: env.TEAMS_PER_ORGANIZATION,
      allowRemovingAllTeams: true,
      defaultTeam: { enabled: false },
    },
    sendInvitationEmail: async ({ id }, request) => {
      const language = request ? languageOfRequest(request) : DEFAULT_LANGUAGE;
      try {
        // Sent after the answer and retried (email-jobs.ts); the job reads the invitation when it runs.
        await jobs.send('invitation-email', { invitationId: id, language });
      } catch (error) {
        // The invitation stands and "Resend" tries again; the answer is 503 EMAIL_UNAVAILABLE.
        logger.error({ err: error }, 'An invitation e-mail could not be queued');
        markSendFailed({ request });
      }
    },
  });
}
