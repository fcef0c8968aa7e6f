import type { TFunction } from 'i18next';
import { emailMessage } from './email-layout';
import type { EmailMessage } from './mailer';

/** Tells a person an admin reset their second factor: their next sign-in needs the e-mail code alone. */
export function secondFactorResetEmail(options: {
  to: string;
  language: string;
  t: TFunction<'email'>;
}): EmailMessage {
  const { to, language, t } = options;
  return emailMessage({
    template: 'second-factor-reset',
    to,
    subject: t('secondFactorReset.subject'),
    language,
    heading: t('secondFactorReset.heading'),
    body: [[t('secondFactorReset.body')]],
  });
}
