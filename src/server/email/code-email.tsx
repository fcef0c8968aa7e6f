import type { TFunction } from 'i18next';
import { emailMessage } from './email-layout';
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

/** A one-time code e-mail, translated, with an HTML and a plain-text part. */
export function codeEmail({ to, code, minutes, purpose, language, t }: CodeEmailOptions): EmailMessage {
  const texts = TEXTS[purpose];
  return emailMessage({
    template: `code-${purpose}`,
    to,
    subject: t(`${texts}.subject`, { code }),
    language,
    heading: t(`${texts}.heading`),
    body: [
      [t(`${texts}.intro`)],
      [{ code }],
      [t('loginCode.validity', { count: minutes }), { note: t('loginCode.ignore') }],
    ],
  });
}

/** Tells the old address that the account's e-mail changed (and to whom). */
export function emailChangedEmail(options: {
  to: string;
  newEmail: string;
  language: string;
  t: TFunction<'email'>;
}): EmailMessage {
  const { to, newEmail, language, t } = options;
  return emailMessage({
    template: 'email-changed',
    to,
    subject: t('emailChanged.subject'),
    language,
    heading: t('emailChanged.heading'),
    body: [[t('emailChanged.body', { email: newEmail })]],
  });
}
