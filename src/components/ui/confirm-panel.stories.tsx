import type { Meta, StoryObj } from '@storybook/react-vite';
import ConfirmPanel from './confirm-panel';

const meta = {
  title: 'UI/ConfirmPanel',
  component: ConfirmPanel,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Sign out?',
    description:
      'You will need to sign in again: with an e-mail code, or with your passkey if you added one.',
    confirmLabel: 'Sign out',
    onConfirm: () => {},
  },
} satisfies Meta<typeof ConfirmPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutCancel: Story = { args: { hideCancel: true, confirmLabel: 'OK' } };
