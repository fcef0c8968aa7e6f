import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { RadioGroup } from '~/components/ui/radio-group';
import { Select } from '~/components/ui/select';
import { LANGUAGE_DETAILS, LANGUAGES, isLanguage, type Language } from '~/lib/languages';
import { THEMES } from '~/lib/theme';
import { useTheme } from '~/lib/use-theme';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Language (each named in the current language and in itself) and theme. Both take effect at once,
 * through JavaScript: the select and the radios wait for hydration, disabled (they do so themselves).
 */
export function DisplayPreferences() {
  const { t, i18n } = useTranslation('account');
  const { theme, setTheme } = useTheme();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('preferences.title')}</h2>
      <FormField label={t('preferences.language')}>
        <Select
          className="sm:max-w-xs"
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
      </FormField>
      <RadioGroup
        legend={t('preferences.theme')}
        name="theme"
        look="segmented"
        value={theme}
        onValueChange={setTheme}
        options={THEMES.map((option) => ({
          value: option,
          label: t(`preferences.themes.${option}`),
          icon: THEME_ICONS[option],
        }))}
      />
    </Card>
  );
}
