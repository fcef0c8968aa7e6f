import type { DefaultNamespace, FlatNamespace, i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

type Namespaces = FlatNamespace | readonly FlatNamespace[];

/**
 * react-i18next's `useTranslation` as Folio uses it: `t` fixed to the given namespaces in the current
 * language, and the i18n instance, re-rendering when the language changes. react-i18next's own copies
 * every property of the instance into a new object for each component it renders, which on the server
 * was the largest single cost of rendering a page.
 */
export function useTranslation<const Ns extends Namespaces = DefaultNamespace>(
  namespaces?: Ns,
): { t: TFunction<Ns>; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const readLanguage = () => i18n.language;
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  const key = Array.isArray(namespaces) ? namespaces.join() : (namespaces ?? '');
  return useMemo(
    () => ({ t: i18n.getFixedT(language, namespaces ?? null) as TFunction<Ns>, i18n }),
    // `key` stands for the namespaces, which callers write as a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, key],
  );
}
