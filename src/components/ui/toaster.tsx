import { lazy, Suspense, useSyncExternalStore } from 'react';
import { requestedSonner, subscribeToSonner } from '~/lib/toast';
import { usePostedNotice } from '~/lib/use-posted-notice';

const SonnerToaster = lazy(async () => ({ default: (await requestedSonner()!).Toaster }));

/**
 * Where toasts appear (top-center); mounted with sonner, when lib/toast.ts shows the first one, which
 * may be the notice a natively posted form left for this page.
 */
export function Toaster() {
  usePostedNotice();
  const requested = useSyncExternalStore(
    subscribeToSonner,
    () => requestedSonner() !== undefined,
    () => false,
  );
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" />
    </Suspense>
  ) : null;
}
