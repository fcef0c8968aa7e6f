import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from './ui/button';
import { PasskeyItem } from './passkey-item';
import { text } from '../../.storybook/text';

/** In an admin's words (a user's page); the owner's are the account's `passkeys.` texts. */
function AdminsPasskeyItem(props: Omit<ComponentProps<typeof PasskeyItem>, 't'>) {
  const { t } = useTranslation('users');
  return <PasskeyItem {...props} t={t} />;
}

/** The owner's own action, as the account's list shows it before Remove. */
function RenameButton() {
  const { t } = useTranslation('account');
  return <Button variant="outline">{t('passkeys.rename')}</Button>;
}

const meta = {
  title: 'Components/PasskeyItem',
  component: AdminsPasskeyItem,
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
    onRemove: () => {},
    testId: 'passkey',
  },
} satisfies Meta<typeof AdminsPasskeyItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As an admin sees a person's passkey. */
export const Used: Story = {};
export const NeverUsed: Story = { args: { passkey: { createdAt: new Date(), lastUsedAt: null } } };
/** As its owner sees it, with their own actions before Remove. */
export const WithActions: Story = {
  args: { actions: () => <RenameButton /> },
};
