import { useMemo } from 'react';
import { useTranslation } from '~/lib/use-translation';

/** Numbers in the reader's language (digits, grouping and signs as that language writes them). */
export function useNumberFormat(options?: Pick<Intl.NumberFormatOptions, 'signDisplay'>): Intl.NumberFormat {
  const { i18n } = useTranslation();
  const signDisplay = options?.signDisplay;
  return useMemo(() => new Intl.NumberFormat(i18n.language, { signDisplay }), [i18n.language, signDisplay]);
}
