import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '~/features/shell/welcome-page';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/app/')({
  head: describedBy('app:meta.welcome'),
  component: WelcomePage,
});
