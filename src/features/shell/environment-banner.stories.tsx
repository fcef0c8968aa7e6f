import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnvironmentBanner } from './environment-banner';

const meta = {
  title: 'Features/Shell/EnvironmentBanner',
  component: EnvironmentBanner,
  parameters: { layout: 'fullscreen' },
  args: { environment: { name: 'staging', emoji: '🚧', color: '#9a3412' } },
} satisfies Meta<typeof EnvironmentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staging: Story = {};
