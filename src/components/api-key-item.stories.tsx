import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiKeyItem } from './api-key-item';

const DAY_MS = 24 * 60 * 60 * 1000;

const meta = {
  title: 'Components/ApiKeyItem',
  component: ApiKeyItem,
  // A key is an item of a list.
  decorators: [
    (Story) => (
      <ul className="divide-y divide-border">
        <Story />
      </ul>
    ),
  ],
  args: {
    apiKey: {
      name: 'Nightly import',
      start: 'folio_AbC123',
      createdAt: new Date(Date.now() - 40 * DAY_MS),
      lastUsedAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
      expiresAt: new Date(Date.now() + 50 * DAY_MS),
      permissions: { book: ['read'] },
    },
    revoke: { isPending: false, mutate: () => {} },
    testId: 'api-key',
  },
} satisfies Meta<typeof ApiKeyItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Used: Story = {};
/** Never used, and never expiring. */
export const NeverUsed: Story = {
  args: {
    apiKey: {
      name: 'Backup script',
      start: 'folio_x9Y8z7',
      createdAt: new Date(),
      lastUsedAt: null,
      expiresAt: null,
      permissions: { book: ['read', 'create'], genre: ['read'] },
    },
  },
};
/** While its revocation runs. */
export const Revoking: Story = { args: { revoke: { isPending: true, mutate: () => {} } } };
