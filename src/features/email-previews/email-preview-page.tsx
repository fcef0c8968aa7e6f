import { LANGUAGE_DETAILS, LANGUAGES } from '~/lib/languages';
import { DARK_MODE_MEDIA } from '~/server/email/email-layout';
import type { EmailSample } from '~/server/email/email-samples';
import type { EmailMessage } from '~/server/email/mailer';
import { selectionHref, type EmailPreviewSelection, type PreviewTheme } from './email-preview-selection';
import { PAGE_STYLES } from './email-preview-styles';

const THEME_NAMES: Record<PreviewTheme, string> = { light: 'Light', dark: 'Dark' };

/** Bytes as a developer reads them: 1,234 B (1.2 kB). */
export function byteSize(text: string): string {
  const bytes = new TextEncoder().encode(text).length;
  return `${bytes.toLocaleString('en')} B (${(bytes / 1000).toFixed(1)} kB)`;
}

/**
 * The HTML part as a mail client in the chosen theme shows it: in dark, the e-mail's own dark-mode
 * rules apply (a framed page does not follow its frame's colour scheme, so the query is forced on).
 */
function framedHtml(html: string, theme: PreviewTheme): string {
  return theme === 'dark' ? html.replaceAll(`@media ${DARK_MODE_MEDIA}`, '@media all') : html;
}

interface EmailPreviewPageProps {
  samples: readonly EmailSample[];
  selection: EmailPreviewSelection;
  message: EmailMessage;
}

/**
 * The development page that shows one of Folio's e-mails with sample data: its subject, the HTML part
 * (framed, sandboxed) beside the plain text, and their sizes, in a chosen language and theme. Plain
 * HTML without scripts: every choice is a link. A developer tool, in English (see ADR 0023).
 */
export function EmailPreviewPage({ samples, selection, message }: EmailPreviewPageProps) {
  const { sample, language, theme } = selection;
  const { dir } = LANGUAGE_DETAILS[language];
  return (
    <html lang="en" className={theme === 'dark' ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${sample.name} — Folio e-mail previews`}</title>
        <style>{PAGE_STYLES}</style>
      </head>
      <body>
        <header>
          <h1>Folio e-mail previews</h1>
          <p className="hint">Development only: a production build answers 404 here.</p>
        </header>
        <nav aria-label="E-mails">
          <ul>
            {samples.map((other) => (
              <li key={other.id}>
                <a
                  href={selectionHref({ ...selection, sample: other })}
                  aria-current={other.id === sample.id ? 'page' : undefined}
                >
                  {other.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          <h2>{sample.name}</h2>
          <div className="choices">
            <nav aria-label="Language">
              <ul>
                {LANGUAGES.map((other) => (
                  <li key={other}>
                    <a
                      href={selectionHref({ ...selection, language: other })}
                      lang={other}
                      aria-current={other === language ? 'true' : undefined}
                    >
                      {LANGUAGE_DETAILS[other].nativeName}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="Theme">
              <ul>
                {(['light', 'dark'] as const).map((other) => (
                  <li key={other}>
                    <a
                      href={selectionHref({ ...selection, theme: other })}
                      aria-current={other === theme ? 'true' : undefined}
                    >
                      {THEME_NAMES[other]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <dl>
            <dt>Subject</dt>
            <dd lang={language} dir={dir}>
              {message.subject}
            </dd>
            <dt>To</dt>
            <dd>{message.to}</dd>
            <dt>Size</dt>
            <dd>
              HTML {byteSize(message.html)} · plain text {byteSize(message.text)}
            </dd>
            <dt>Sent by</dt>
            <dd>
              <code>{sample.sentBy}</code>
            </dd>
          </dl>
          <div className="parts">
            <section aria-labelledby="html-part">
              <h3 id="html-part">HTML</h3>
              <iframe
                title={`HTML part: ${message.subject}`}
                sandbox=""
                srcDoc={framedHtml(message.html, theme)}
              />
            </section>
            <section aria-labelledby="text-part">
              <h3 id="text-part">Plain text</h3>
              <pre lang={language} dir={dir} tabIndex={0} aria-labelledby="text-part">
                {message.text}
              </pre>
            </section>
          </div>
        </main>
      </body>
    </html>
  );
}
