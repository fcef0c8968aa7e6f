import type { i18n } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';

/** The current language of an i18n instance, re-rendering when it changes. */
export function useLanguage(instance: i18n): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    [instance],
  );
  const read = () => instance.resolvedLanguage ?? instance.language;
  return useSyncExternalStore(subscribe, read, read);
}
