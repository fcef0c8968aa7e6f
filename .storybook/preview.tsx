import type { Preview } from '@storybook/react-vite';
import { LANGUAGE_DETAILS, LANGUAGES } from '~/lib/languages';
import { withFolio } from './folio-decorator';
import '../src/styles.css';

const preview = {
  decorators: [withFolio],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({
          value: language,
          title: LANGUAGE_DETAILS[language].nativeName,
        })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'padded',
    // The addon's panel checks what the e2e test checks: WCAG 2 A and AA.
    a11y: { test: 'error' },
  },
} satisfies Preview;

export default preview;
