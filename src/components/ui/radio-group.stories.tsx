import type { Meta, StoryObj } from '@storybook/react-vite';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { THEMES, type Theme } from '~/lib/theme';
import { RadioGroup } from './radio-group';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const EVENTS = ['book.created', 'book.updated', 'book.deleted'] as const;

/** Segments: a preference that takes effect at once (the account page's theme). */
function ThemeChoice() {
  const { t } = useTranslation('account');
  const [theme, setTheme] = useState<Theme>('system');
  return (
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
  );
}

/** Cards: a choice in a form, each option explained; submitted natively. */
function EventChoice({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('webhooks');
  return (
    <RadioGroup
      legend={t('title')}
      name="event"
      defaultValue="book.updated"
      disabled={disabled}
      options={EVENTS.map((event) => ({ value: event, label: event, description: t(`events.${event}`) }))}
    />
  );
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Segmented: Story = { render: () => <ThemeChoice /> };
export const Cards: Story = { render: () => <EventChoice /> };
export const Disabled: Story = { render: () => <EventChoice disabled /> };
