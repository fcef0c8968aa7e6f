import { useEffect } from 'react';
import { applyTheme, DEFAULT_THEME, isTheme, THEME_STORAGE_KEY, type Theme } from './theme';
import { useLocalStorage } from './use-local-storage';

const parseTheme = (stored: string | null): Theme => (isTheme(stored) ? stored : DEFAULT_THEME);

/** The chosen theme (light, dark or system), kept in local storage and in sync across tabs. */
export function useTheme() {
  const [theme, setTheme] = useLocalStorage<Theme>(THEME_STORAGE_KEY, parseTheme, DEFAULT_THEME);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);

  return { theme, setTheme };
}
