import { createFileRoute } from '@tanstack/react-router';
import { AreaHome } from '~/features/shell/area-home';

export const Route = createFileRoute('/manager/dashboard')({
  component: () => <AreaHome area="manager" />,
});
