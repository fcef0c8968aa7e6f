import { createFileRoute, notFound } from '@tanstack/react-router';
import { emailPreviewResponse } from '~/features/email-previews/email-preview-response';

// Development only: a production build has no handler here, and the page is Folio's 404.
export const Route = createFileRoute('/dev/emails')({
  server: {
    handlers: import.meta.env.DEV ? { GET: ({ request }) => emailPreviewResponse(request) } : {},
  },
  beforeLoad: () => {
    throw notFound();
  },
});
