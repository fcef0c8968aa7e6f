import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { viewerQuery } from './session-queries';

/** After a change to the signed-in person (name, e-mail, sign-in): fetch them again and re-run the guards. */
export function useRefreshViewer() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    await queryClient.resetQueries({ queryKey: viewerQuery.queryKey });
    await router.invalidate();
  }, [queryClient, router]);
}
