import { useTranslation } from 'react-i18next';
import { resources, type Resources } from '~/locales';

/** A text of validation.json, as form schemas name it (`validation:emailRequired`). */
type ValidationKey = `validation:${keyof Resources['validation']}`;

const VALIDATION_PREFIX = 'validation:';

function isValidationKey(message: string): message is ValidationKey {
  return (
    message.startsWith(VALIDATION_PREFIX) &&
    Object.hasOwn(resources.en.validation, message.slice(VALIDATION_PREFIX.length))
  );
}

/** Form errors carry translation keys such as `validation:emailRequired`; this turns one into text. */
export function useTranslatedError() {
  const { t } = useTranslation(['common', 'validation']);
  return (message: string | undefined) =>
    message === undefined ? undefined : isValidationKey(message) ? t(message) : message;
}
