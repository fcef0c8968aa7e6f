import type { TFunction } from 'i18next';
import { emailMessage } from './email-layout';
import type { EmailMessage } from './mailer';

/** Tells one of Folio's admins that a webhook endpoint was disabled after a delivery failed all its tries. */
export function webhookDisabledEmail(options: {
  to: string;
  /** The endpoint's URL, and its description when it has one. */
  endpoint: string;
  tries: number;
  /** The webhooks page, where it is enabled again. */
  url: string;
  language: string;
  t: TFunction<'email'>;
}): EmailMessage {
  const { to, endpoint, tries, url, language, t } = options;
  return emailMessage({
    template: 'webhook-disabled',
    to,
    subject: t('webhookDisabled.subject'),
    language,
    heading: t('webhookDisabled.heading'),
    body: [
      [t('webhookDisabled.body', { endpoint, tries })],
      [t('webhookDisabled.advice')],
      [{ action: t('webhookDisabled.action'), url }],
    ],
  });
}
