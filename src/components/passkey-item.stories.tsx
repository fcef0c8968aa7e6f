import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './ui/button';
import { PasskeyItem } from './passkey-item';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/PasskeyItem',
  component: PasskeyItem,
  // A passkey is an item of a list.
  decorators: [
    (Story) => (
      <ul className="divide-y divide-border">
        <Story />
      </ul>
    ),
  ],
  args: {
    passkey: {
      name: text('account:passkeys.defaultName', { browser: 'Chrome', os: 'Linux' }),
      createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
      lastUsedAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
    },
    t: (key) => text(`users:${key}`),
    onRemove: () => {},
    testId: 'passkey',
  },
} satisfies Meta<typeof PasskeyItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As an admin sees a person's passkey. */
export const Used: Story = {};
export const NeverUsed: Story = { args: { passkey: { createdAt: new Date(), lastUsedAt: null } } };
/** As its owner sees it, with their own actions before Remove. */
export const WithActions: Story = {
  args: { actions: () => <Button variant="outline">{text('account:passkeys.rename')}</Button> },
};
