import { useTranslation } from './use-translation';
import type { i18n as I18n } from 'i18next';
import type { Resources } from '~/locales';

/** A text of validation.json, as form schemas name it (`validation:emailRequired`). */
type ValidationKey = `validation:${keyof Resources['validation']}`;

const VALIDATION_PREFIX = 'validation:';

function isValidationKey(i18n: I18n, message: string): message is ValidationKey {
  return message.startsWith(VALIDATION_PREFIX) && i18n.exists(message);
}

/** Form errors carry translation keys such as `validation:emailRequired`; this turns one into text. */
export function useTranslatedError() {
  const { t, i18n } = useTranslation(['common', 'validation']);
  return (message: string | undefined) =>
    message === undefined ? undefined : isValidationKey(i18n, message) ? t(message) : message;
}
