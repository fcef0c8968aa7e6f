import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { applyTheme, DEFAULT_THEME, storedTheme, THEME_STORAGE_KEY, type Theme } from './theme';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen theme (light, dark or system), kept in local storage and in sync across tabs. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, storedTheme, () => DEFAULT_THEME);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, next);
    listeners.forEach((listener) => listener());
  }, []);

  return { theme, setTheme };
}
