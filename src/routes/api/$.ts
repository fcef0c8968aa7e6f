import { createFileRoute } from '@tanstack/react-router';
import { handleApiRequest } from '~/api/handle-api-request';

export const Route = createFileRoute('/api/$')({
  server: { handlers: { ANY: ({ request }) => handleApiRequest(request) } },
});
