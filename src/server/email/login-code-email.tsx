import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailMessage } from './mailer';

interface LoginCodeEmailProps {
  language: string;
  code: string;
  minutes: number;
  t: TFunction<'email'>;
}

function LoginCodeEmail({ language, code, minutes, t }: LoginCodeEmailProps) {
  return (
    <html lang={language}>
      <body style={{ fontFamily: 'system-ui, sans-serif', color: '#111827', padding: '24px' }}>
        <h1 style={{ fontSize: '20px' }}>{t('loginCode.heading')}</h1>
        <p>{t('loginCode.intro')}</p>
        <p style={{ fontSize: '32px', fontWeight: 700, letterSpacing: '8px', fontFamily: 'monospace' }}>{code}</p>
        <p>{t('loginCode.validity', { count: minutes })}</p>
        <p style={{ color: '#6b7280', fontSize: '14px' }}>{t('loginCode.ignore')}</p>
      </body>
    </html>
  );
}

/** The sign-in code e-mail, translated, with an HTML and a plain-text part. */
export function loginCodeEmail(options: {
  to: string;
  code: string;
  minutes: number;
  language: string;
  t: TFunction<'email'>;
}): EmailMessage {
  const { to, code, minutes, language, t } = options;
  return {
    to,
    subject: t('loginCode.subject', { code }),
    html: `<!DOCTYPE html>${renderToStaticMarkup(<LoginCodeEmail language={language} code={code} minutes={minutes} t={t} />)}`,
    text: [
      t('loginCode.heading'),
      '',
      t('loginCode.intro'),
      '',
      code,
      '',
      t('loginCode.validity', { count: minutes }),
      t('loginCode.ignore'),
    ].join('\n'),
  };
}
