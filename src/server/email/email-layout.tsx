import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isLanguage, LANGUAGE_DETAILS } from '~/lib/languages';
import type { EmailMessage } from './mailer';

/** The look every Folio e-mail shares (inline styles: many mail clients ignore style sheets). */
const emailStyles = {
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
  code: { fontSize: '32px', fontWeight: 700, letterSpacing: '8px', fontFamily: 'monospace' },
} as const;

/** The media query of a reader whose mail client shows dark mode (Apple Mail, Outlook, Gmail apps…). */
export const DARK_MODE_MEDIA = '(prefers-color-scheme: dark)';

/** The clients that read a style sheet show the e-mail dark in dark mode; `!important` beats inline styles. */
const DARK_MODE_STYLES = `@media ${DARK_MODE_MEDIA}{body{background:#111827!important;color:#f3f4f6!important}.note{color:#9ca3af!important}.button{background:#f3f4f6!important;color:#111827!important}}`;

/** One paragraph of an e-mail. */
export type EmailParagraph =
  | string
  /** Smaller and grey: what the reader may skip (an address to copy, "ignore this if…"). */
  | { note: string }
  /** A one-time code, large. */
  | { code: string }
  /** A button to a page, with its address beneath it; the plain text says "action: url". */
  | { action: string; url: string };

function paragraphHtml(paragraph: EmailParagraph) {
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  if ('note' in paragraph)
    return (
      <p className="note" style={emailStyles.note}>
        {paragraph.note}
      </p>
    );
  if ('code' in paragraph) return <p style={emailStyles.code}>{paragraph.code}</p>;
  return (
    <>
      <p>
        <a href={paragraph.url} className="button" style={emailStyles.button}>
          {paragraph.action}
        </a>
      </p>
      <p className="note" style={emailStyles.note}>
        {paragraph.url}
      </p>
    </>
  );
}

function paragraphText(paragraph: EmailParagraph): string {
  if (typeof paragraph === 'string') return paragraph;
  if ('note' in paragraph) return paragraph.note;
  if ('code' in paragraph) return paragraph.code;
  return `${paragraph.action}: ${paragraph.url}`;
}

/** An e-mail's HTML part: a heading and its paragraphs, in the reader's language and its direction. */
function emailHtml(language: string, heading: string, paragraphs: EmailParagraph[]): string {
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
        {paragraphs.map((paragraph, index) => (
          <Fragment key={index}>{paragraphHtml(paragraph)}</Fragment>
        ))}
      </body>
    </html>,
  )}`;
}

/**
 * A translated e-mail, its HTML and plain-text parts written from the same paragraphs so that they
 * always say the same. `body` holds groups of paragraphs: the plain text puts a blank line between
 * groups and after the heading.
 */
export function emailMessage(message: {
  template: string;
  to: string;
  subject: string;
  language: string;
  heading: string;
  body: EmailParagraph[][];
}): EmailMessage {
  const { template, to, subject, language, heading, body } = message;
  return {
    template,
    to,
    subject,
    html: emailHtml(language, heading, body.flat()),
    text: [heading, ...body.map((group) => group.map(paragraphText).join('\n'))].join('\n\n'),
  };
}
