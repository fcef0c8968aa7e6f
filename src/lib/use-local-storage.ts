import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed a stored value: follow it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, a sandboxed frame): as if nothing were stored.
    return null;
  }
}

/**
 * A value kept in local storage under `key`, in sync across components and tabs. `parse` turns what is
 * stored (null when nothing is) into the value; the server and the hydrating render see `serverValue`.
 */
export function useLocalStorage<Value extends string | boolean>(
  key: string,
  parse: (stored: string | null) => Value,
  serverValue: Value,
): [Value, (next: Value) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => parse(read(key)),
    () => serverValue,
  );
  const set = useCallback(
    (next: Value) => {
      localStorage.setItem(key, String(next));
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [value, set];
}
