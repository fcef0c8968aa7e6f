import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailMessage } from './mailer';

/** Why a code is sent; each purpose has its own subject, heading and introduction. */
export type CodePurpose = 'sign-in' | 'confirm' | 'new-email';

const TEXTS = { 'sign-in': 'loginCode', confirm: 'confirmCode', 'new-email': 'newEmailCode' } as const;

interface CodeEmailOptions {
  to: string;
  code: string;
  minutes: number;
  purpose: CodePurpose;
  language: string;
  t: TFunction<'email'>;
}

const styles = {
  body: { fontFamily: 'system-ui, sans-serif', color: '#111827', padding: '24px' },
  heading: { fontSize: '20px' },
  code: { fontSize: '32px', fontWeight: 700, letterSpacing: '8px', fontFamily: 'monospace' },
  note: { color: '#4b5563', fontSize: '14px' },
} as const;

/** A one-time code e-mail, translated, with an HTML and a plain-text part. */
export function codeEmail({ to, code, minutes, purpose, language, t }: CodeEmailOptions): EmailMessage {
  const texts = TEXTS[purpose];
  const heading = t(`${texts}.heading`);
  const intro = t(`${texts}.intro`);
  const validity = t('loginCode.validity', { count: minutes });
  const ignore = t('loginCode.ignore');
  const html = renderToStaticMarkup(
    <html lang={language}>
      <body style={styles.body}>
        <h1 style={styles.heading}>{heading}</h1>
        <p>{intro}</p>
        <p style={styles.code}>{code}</p>
        <p>{validity}</p>
        <p style={styles.note}>{ignore}</p>
      </body>
    </html>,
  );
  return {
    to,
    subject: t(`${texts}.subject`, { code }),
    html: `<!DOCTYPE html>${html}`,
    text: [heading, '', intro, '', code, '', validity, ignore].join('\n'),
  };
}

/** Tells the old address that the account's e-mail changed (and to whom). */
export function emailChangedEmail(options: {
  to: string;
  newEmail: string;
  language: string;
  t: TFunction<'email'>;
}): EmailMessage {
  const { to, newEmail, language, t } = options;
  const heading = t('emailChanged.heading');
  const body = t('emailChanged.body', { email: newEmail });
  const html = renderToStaticMarkup(
    <html lang={language}>
      <body style={styles.body}>
        <h1 style={styles.heading}>{heading}</h1>
        <p>{body}</p>
      </body>
    </html>,
  );
  return {
    to,
    subject: t('emailChanged.subject'),
    html: `<!DOCTYPE html>${html}`,
    text: [heading, '', body].join('\n'),
  };
}
