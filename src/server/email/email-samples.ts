import type { Language } from '~/lib/languages';
import { serverI18n } from '~/lib/i18n';
import { LOGIN_CODE_MINUTES } from '../auth';
import { INVITATION_HOURS } from '../organizations/organization-plugin';
import { codeEmail, emailChangedEmail, type CodePurpose } from './code-email';
import { invitationEmail } from './invitation-email';
import { passkeyRemovedEmail } from './passkey-removed-email';
import { secondFactorResetEmail } from './second-factor-email';
import type { EmailMessage } from './mailer';
import { webhookDisabledEmail } from './webhook-disabled-email';
import { WEBHOOK_TRIES, WEBHOOKS_PAGE } from '~/lib/webhooks';

/** One e-mail Folio sends, with the sample data the previews (/dev/emails) show it with. */
export interface EmailSample {
  /** The slug in the preview's address. */
  id: string;
  /** What the e-mail is, for the developer reading the previews (not translated). */
  name: string;
  /** Where Folio sends it from. */
  sentBy: string;
  /** The e-mail in a language, with links to the Folio at `origin`. */
  render(language: Language, origin: string): EmailMessage;
}

const RECIPIENT = 'ada@example.com';
const SAMPLE_CODE = '428913';

function texts(language: Language) {
  return serverI18n(language).getFixedT(language, 'email');
}

function codeSample(id: string, name: string, purpose: CodePurpose): EmailSample {
  return {
    id,
    name,
    sentBy: 'src/server/auth.ts (sendVerificationOTP)',
    render: (language) =>
      codeEmail({
        to: RECIPIENT,
        code: SAMPLE_CODE,
        minutes: LOGIN_CODE_MINUTES,
        purpose,
        language,
        t: texts(language),
      }),
  };
}

/** Every e-mail Folio sends: a new one is added here, and a test checks that none is missing. */
export const EMAIL_SAMPLES: readonly EmailSample[] = [
  codeSample('sign-in-code', 'Sign-in code', 'sign-in'),
  codeSample('confirmation-code', 'Confirmation code (account deletion)', 'confirm'),
  codeSample('new-email-code', 'E-mail change code (sent to the new address)', 'new-email'),
  {
    id: 'email-changed',
    name: 'E-mail changed (sent to the old address)',
    sentBy: 'src/server/auth-hooks.ts',
    render: (language) =>
      emailChangedEmail({
        to: RECIPIENT,
        newEmail: 'ada.lovelace@example.org',
        language,
        t: texts(language),
      }),
  },
  {
    id: 'invitation',
    name: 'Invitation to an organization',
    sentBy: 'src/server/organizations/organization-plugin.ts',
    render: (language, origin) => {
      const t = texts(language);
      return invitationEmail({
        to: RECIPIENT,
        inviter: 'Grace Hopper',
        organization: 'Analytical Engines',
        role: t('invitation.roles.admin'),
        url: new URL('/invitations/sample-invitation', origin).toString(),
        hours: INVITATION_HOURS,
        language,
        t,
      });
    },
  },
  {
    id: 'passkey-removed',
    name: 'Passkey removed by an administrator',
    sentBy: 'src/features/users/user-passkeys.router.ts',
    render: (language) =>
      passkeyRemovedEmail({ to: RECIPIENT, passkeyName: 'Chrome on Linux', language, t: texts(language) }),
  },
  {
    id: 'second-factor-reset',
    name: 'Second factor reset by an administrator',
    sentBy: 'src/features/users/user-moderation.router.ts',
    render: (language) => secondFactorResetEmail({ to: RECIPIENT, language, t: texts(language) }),
  },
  {
    id: 'webhook-disabled',
    name: 'Webhook endpoint disabled after its failures (to each admin)',
    sentBy: 'src/server/webhooks/webhook-delivery.ts',
    render: (language, origin) =>
      webhookDisabledEmail({
        to: RECIPIENT,
        endpoint: 'https://shop.example.com/folio-webhooks (Shop search index)',
        tries: WEBHOOK_TRIES,
        url: new URL(WEBHOOKS_PAGE, origin).toString(),
        language,
        t: texts(language),
      }),
  },
];
