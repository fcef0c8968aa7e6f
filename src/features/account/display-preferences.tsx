import { useHydrated } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { Card } from '~/components/ui/card';
import { Select } from '~/components/ui/select';
import { LANGUAGE_DETAILS, LANGUAGES, isLanguage, type Language } from '~/lib/languages';
import { THEMES, type Theme } from '~/lib/theme';
import { useTheme } from '~/lib/use-theme';

/** Language (each named in the current language and in itself) and theme. */
export function DisplayPreferences() {
  const { t, i18n } = useTranslation('account');
  const { theme, setTheme } = useTheme();
  // The theme radios take effect through JavaScript only: disabled until it runs (the Select does so itself).
  const hydrated = useHydrated();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('preferences.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="space-y-1.5">
          <span className="block text-sm font-medium">{t('preferences.language')}</span>
          <Select
            value={current}
            onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`languageNames.${language}`)}
                {language === current ? '' : ` — ${LANGUAGE_DETAILS[language].nativeName}`}
              </option>
            ))}
          </Select>
        </label>
        <fieldset className="space-y-1.5" disabled={!hydrated}>
          <legend className="text-sm font-medium">{t('preferences.theme')}</legend>
          <div className="flex flex-wrap gap-2">
            {THEMES.map((option: Theme) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:text-primary has-[:disabled]:cursor-default has-[:disabled]:opacity-60"
              >
                <input
                  type="radio"
                  name="theme"
                  value={option}
                  checked={theme === option}
                  onChange={() => setTheme(option)}
                />
                {t(`preferences.themes.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </Card>
  );
}
