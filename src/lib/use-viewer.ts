import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { roleCan, type Permissions } from './permissions';
import { viewerQueryKey } from './viewer';

/** The signed-in person, as the root route loaded them (null when signed out). */
export function useViewer() {
  return useRouteContext({ from: '__root__', select: (context) => context.viewer });
}

/** Whether the signed-in person's role grants these permissions (the server checks again). */
export function useCan(permissions: Permissions): boolean {
  const viewer = useViewer();
  return roleCan(viewer?.role, permissions);
}

/** After a change to the signed-in person (name, e-mail, sign-in): fetch them again and re-run the guards. */
export function useRefreshViewer() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    await queryClient.resetQueries({ queryKey: viewerQueryKey });
    await router.invalidate();
  }, [queryClient, router]);
}
