import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isLanguage, LANGUAGE_DETAILS } from '~/lib/languages';

/** The look every Folio e-mail shares (inline styles: many mail clients ignore style sheets). */
export const emailStyles = {
  body: { fontFamily: 'system-ui, sans-serif', color: '#111827', background: '#ffffff', padding: '24px' },
  heading: { fontSize: '20px' },
  note: { color: '#4b5563', fontSize: '14px' },
  button: {
    display: 'inline-block',
    background: '#111827',
    color: '#ffffff',
    padding: '10px 18px',
    borderRadius: '6px',
    textDecoration: 'none',
  },
} as const;

/** The media query of a reader whose mail client shows dark mode (Apple Mail, Outlook, Gmail apps…). */
export const DARK_MODE_MEDIA = '(prefers-color-scheme: dark)';

/** The clients that read a style sheet show the e-mail dark in dark mode; `!important` beats inline styles. */
const DARK_MODE_STYLES = `@media ${DARK_MODE_MEDIA}{body{background:#111827!important;color:#f3f4f6!important}.note{color:#9ca3af!important}.button{background:#f3f4f6!important;color:#111827!important}}`;

/** An e-mail's HTML part: a heading and its content, in the reader's language and its direction. */
export function emailHtml(language: string, heading: string, content: ReactNode): string {
  const dir = isLanguage(language) ? LANGUAGE_DETAILS[language].dir : 'ltr';
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <title>{heading}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_STYLES}</style>
      </head>
      <body style={emailStyles.body}>
        <h1 style={emailStyles.heading}>{heading}</h1>
        {content}
      </body>
    </html>,
  )}`;
}
