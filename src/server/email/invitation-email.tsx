import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
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

const styles = {
  body: { fontFamily: 'system-ui, sans-serif', color: '#111827', padding: '24px' },
  heading: { fontSize: '20px' },
  button: {
    display: 'inline-block',
    background: '#111827',
    color: '#ffffff',
    padding: '10px 18px',
    borderRadius: '6px',
    textDecoration: 'none',
  },
  note: { color: '#4b5563', fontSize: '14px' },
} as const;

/** An invitation to join an organization, translated, with an HTML and a plain-text part. */
export function invitationEmail(options: InvitationEmailOptions): EmailMessage {
  const { to, inviter, organization, role, url, hours, language, t } = options;
  const heading = t('invitation.heading', { organization });
  const intro = t('invitation.intro', { inviter, organization, role });
  const action = t('invitation.action');
  const validity = t('invitation.validity', { count: hours });
  const ignore = t('invitation.ignore');
  const html = renderToStaticMarkup(
    <html lang={language}>
      <body style={styles.body}>
        <h1 style={styles.heading}>{heading}</h1>
        <p>{intro}</p>
        <p>
          <a href={url} style={styles.button}>
            {action}
          </a>
        </p>
        <p style={styles.note}>{url}</p>
        <p>{validity}</p>
        <p style={styles.note}>{ignore}</p>
      </body>
    </html>,
  );
  return {
    to,
    subject: t('invitation.subject', { inviter, organization }),
    html: `<!DOCTYPE html>${html}`,
    text: [heading, '', intro, '', `${action}: ${url}`, '', validity, ignore].join('\n'),
  };
}
