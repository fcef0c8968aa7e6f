import { lazy, Suspense, useSyncExternalStore } from 'react';
import { requestedSonner, subscribeToSonner } from '~/lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await requestedSonner()!).Toaster }));

/** Where toasts appear (top-center); mounted with sonner, when lib/toast.ts shows the first one. */
export function Toaster() {
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
