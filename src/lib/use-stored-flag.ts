import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A boolean remembered in local storage (false on the server and until hydration). */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key) === 'true',
    () => false,
  );
  const set = useCallback(
    (next: boolean) => {
      localStorage.setItem(key, String(next));
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [value, set];
}
