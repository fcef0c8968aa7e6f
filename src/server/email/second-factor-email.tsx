import type { TFunction } from 'i18next';
import { emailHtml } from './email-layout';
import type { EmailMessage } from './mailer';

/** Tells a person an admin reset their second factor: their next sign-in needs the e-mail code alone. */
export function secondFactorResetEmail(options: {
  to: string;
  language: string;
  t: TFunction<'email'>;
}): EmailMessage {
  const { to, language, t } = options;
  const heading = t('secondFactorReset.heading');
  const body = t('secondFactorReset.body');
  const html = emailHtml(language, heading, <p>{body}</p>);
  return {
    to,
    template: 'second-factor-reset',
    subject: t('secondFactorReset.subject'),
    html,
    text: [heading, '', body].join('\n'),
  };
}
