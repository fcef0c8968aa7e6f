import type { TFunction } from 'i18next';
import { emailMessage } from './email-layout';
import type { EmailMessage } from './mailer';

interface InvitationEmailOptions {
  to: string;
  inviter: string;
  organization: string;
  /** The translated role the invitee will have. */
  role: string;
  url: string;
  hours: number;
  language: string;
  t: TFunction<'email'>;
}

/** An invitation to join an organization, translated, with an HTML and a plain-text part. */
export function invitationEmail(options: InvitationEmailOptions): EmailMessage {
  const { to, inviter, organization, role, url, hours, language, t } = options;
  return emailMessage({
    template: 'invitation',
    to,
    subject: t('invitation.subject', { inviter, organization }),
    language,
    heading: t('invitation.heading', { organization }),
    body: [
      [t('invitation.intro', { inviter, organization, role })],
      [{ action: t('invitation.action'), url }],
      [t('invitation.validity', { count: hours }), { note: t('invitation.ignore') }],
    ],
  });
}
