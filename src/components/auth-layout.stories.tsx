import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from './auth-layout';
import { Button } from './ui/button';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: text('auth:verify.title'),
    description: text('auth:verify.description', { email: 'ada@example.com', minutes: 5 }),
    children: <Button className="w-full">{text('auth:verify.submit')}</Button>,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInStep: Story = {};
