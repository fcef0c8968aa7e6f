import { renderToStaticMarkup } from 'react-dom/server';
import { EMAIL_SAMPLES } from '~/server/email/email-samples';
import { EmailPreviewPage } from './email-preview-page';
import { selectionOf } from './email-preview-selection';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

/** The answer to GET /dev/emails: the chosen e-mail's preview, or a 404 for an e-mail Folio does not send. */
export function emailPreviewResponse(request: Request): Response {
  const url = new URL(request.url);
  const selection = selectionOf(url, EMAIL_SAMPLES);
  if (!selection) {
    return new Response(
      '<!DOCTYPE html><html lang="en"><title>No such e-mail</title><p>No such e-mail.</p>',
      {
        status: 404,
        headers: HTML_HEADERS,
      },
    );
  }
  const message = selection.sample.render(selection.language, url.origin);
  const page = renderToStaticMarkup(
    <EmailPreviewPage samples={EMAIL_SAMPLES} selection={selection} message={message} />,
  );
  return new Response(`<!DOCTYPE html>${page}`, { headers: HTML_HEADERS });
}
