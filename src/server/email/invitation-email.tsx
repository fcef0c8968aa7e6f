import type { TFunction } from 'i18next';
import { emailHtml, emailStyles } from './email-layout';
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
  const heading = t('invitation.heading', { organization });
  const intro = t('invitation.intro', { inviter, organization, role });
  const action = t('invitation.action');
  const validity = t('invitation.validity', { count: hours });
  const ignore = t('invitation.ignore');
  const html = emailHtml(
    language,
    heading,
    <>
      <p>{intro}</p>
      <p>
        <a href={url} className="button" style={emailStyles.button}>
          {action}
        </a>
      </p>
      <p className="note" style={emailStyles.note}>
        {url}
      </p>
      <p>{validity}</p>
      <p className="note" style={emailStyles.note}>
        {ignore}
      </p>
    </>,
  );
  return {
    template: 'invitation',
    to,
    subject: t('invitation.subject', { inviter, organization }),
    html,
    text: [heading, '', intro, '', `${action}: ${url}`, '', validity, ignore].join('\n'),
  };
}
