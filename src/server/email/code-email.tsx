import type { TFunction } from 'i18next';
import { emailHtml, emailStyles } from './email-layout';
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

const codeStyle = {
  fontSize: '32px',
  fontWeight: 700,
  letterSpacing: '8px',
  fontFamily: 'monospace',
} as const;

/** A one-time code e-mail, translated, with an HTML and a plain-text part. */
export function codeEmail({ to, code, minutes, purpose, language, t }: CodeEmailOptions): EmailMessage {
  const texts = TEXTS[purpose];
  const heading = t(`${texts}.heading`);
  const intro = t(`${texts}.intro`);
  const validity = t('loginCode.validity', { count: minutes });
  const ignore = t('loginCode.ignore');
  const html = emailHtml(
    language,
    heading,
    <>
      <p>{intro}</p>
      <p style={codeStyle}>{code}</p>
      <p>{validity}</p>
      <p className="note" style={emailStyles.note}>
        {ignore}
      </p>
    </>,
  );
  return {
    template: `code-${purpose}`,
    to,
    subject: t(`${texts}.subject`, { code }),
    html,
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
  const html = emailHtml(language, heading, <p>{body}</p>);
  return {
    template: 'email-changed',
    to,
    subject: t('emailChanged.subject'),
    html,
    text: [heading, '', body].join('\n'),
  };
}
