import { useRouteContext } from '@tanstack/react-router';
import { roleCan, type Permissions } from '~/lib/permissions';

/** The signed-in person, as the root route loaded them (null when signed out). */
export function useViewer() {
  return useRouteContext({ from: '__root__', select: (context) => context.viewer });
}

/** Whether the signed-in person's role grants these permissions (the server checks again). */
export function useCan(permissions: Permissions): boolean {
  const viewer = useViewer();
  return roleCan(viewer?.role, permissions);
}
