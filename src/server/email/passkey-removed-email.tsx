import type { TFunction } from 'i18next';
import { emailMessage } from './email-layout';
import type { EmailMessage } from './mailer';

/** Tells a person that an administrator removed one of their passkeys. */
export function passkeyRemovedEmail(options: {
  to: string;
  passkeyName: string;
  language: string;
  t: TFunction<'email'>;
}): EmailMessage {
  const { to, passkeyName, language, t } = options;
  return emailMessage({
    template: 'passkey-removed',
    to,
    subject: t('passkeyRemoved.subject'),
    language,
    heading: t('passkeyRemoved.heading'),
    body: [[t('passkeyRemoved.body', { name: passkeyName }), t('passkeyRemoved.advice')]],
  });
}
