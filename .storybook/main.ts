import type { StorybookConfig } from '@storybook/react-vite';

// The component catalogue (ADR 0023): every story beside its component, checked by e2e/catalogue.spec.ts.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    // Not the app's vite.config.ts: TanStack Start's plugin builds a server, which a catalogue has none of.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true },
};

export default config;
