import type { TFunction } from 'i18next';
import { emailHtml } from './email-layout';
import type { EmailMessage } from './mailer';

/** Tells a person that an administrator removed one of their passkeys. */
export function passkeyRemovedEmail(options: {
  to: string;
  passkeyName: string;
  language: string;
  t: TFunction<'email'>;
}): EmailMessage {
  const { to, passkeyName, language, t } = options;
  const heading = t('passkeyRemoved.heading');
  const body = t('passkeyRemoved.body', { name: passkeyName });
  const advice = t('passkeyRemoved.advice');
  const html = emailHtml(
    language,
    heading,
    <>
      <p>{body}</p>
      <p>{advice}</p>
    </>,
  );
  return {
    to,
    template: 'passkey-removed',
    subject: t('passkeyRemoved.subject'),
    html,
    text: [heading, '', body, advice].join('\n'),
  };
}
