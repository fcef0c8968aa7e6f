import type { Meta, StoryObj } from '@storybook/react-vite';
import ConfirmPanel from './confirm-panel';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/ConfirmPanel',
  component: ConfirmPanel,
  args: {
    open: true,
    onOpenChange: () => {},
    title: text('common:signOut.confirmTitle'),
    description: text('common:signOut.confirmDescription'),
    confirmLabel: text('common:signOut.button'),
    onConfirm: () => {},
  },
} satisfies Meta<typeof ConfirmPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** A notice with one button: the demo's refusal. */
export const WithoutCancel: Story = {
  args: {
    hideCancel: true,
    title: text('common:demo.title'),
    description: text('common:demo.message'),
    confirmLabel: text('common:demo.ok'),
  },
};
