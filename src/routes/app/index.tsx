import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '~/features/shell/welcome-page';

export const Route = createFileRoute('/app/')({
  component: WelcomePage,
});
