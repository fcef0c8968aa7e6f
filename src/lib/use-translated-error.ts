import { useTranslation } from 'react-i18next';

/** Form errors carry translation keys such as `validation:emailRequired`; this turns one into text. */
export function useTranslatedError() {
  const { t } = useTranslation();
  return (message: string | undefined) => (message ? t(message as never) : undefined);
}
