// Toasts (sonner), loaded the first time one is shown: no page shows one at its first paint, and
// sonner would otherwise be 11 KB (gzip) of every first load. components/ui/toaster.tsx mounts sonner's
// Toaster once it is here; sonner replays to it the toasts raised before it subscribed.

import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

type Message = Parameters<Sonner['toast']['error']>[0];
type Options = Parameters<Sonner['toast']['error']>[1];

export const toast = {
  success: (message: Message, options?: Options) =>
    void loadSonner().then(({ toast }) => toast.success(message, options)),
  error: (message: Message, options?: Options) =>
    void loadSonner().then(({ toast }) => toast.error(message, options)),
};

/** sonner's module, once a toast has asked for it (undefined until then). */
export const requestedSonner = () => sonner;

export function subscribeToSonner(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
