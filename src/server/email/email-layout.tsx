import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The look every Folio e-mail shares (inline styles: mail clients ignore style sheets). */
export const emailStyles = {
  body: { fontFamily: 'system-ui, sans-serif', color: '#111827', padding: '24px' },
  heading: { fontSize: '20px' },
  note: { color: '#4b5563', fontSize: '14px' },
} as const;

/** An e-mail's HTML part: a heading and its content, in the reader's language. */
export function emailHtml(language: string, heading: string, content: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={language}>
      <body style={emailStyles.body}>
        <h1 style={emailStyles.heading}>{heading}</h1>
        {content}
      </body>
    </html>,
  )}`;
}
