import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from './auth-layout';
import { Button } from './ui/button';

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Check your e-mail',
    description: 'We sent a code to ada@example.com.',
    children: <Button className="w-full">Continue</Button>,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInStep: Story = {};
