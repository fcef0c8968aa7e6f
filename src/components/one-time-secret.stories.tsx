import type { Meta, StoryObj } from '@storybook/react-vite';
import { OneTimeSecret } from './one-time-secret';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/OneTimeSecret',
  component: OneTimeSecret,
  args: {
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    texts: {
      label: text('webhooks:secret.label'),
      warning: text('webhooks:secret.warning'),
      copy: text('webhooks:secret.copy'),
      copied: text('webhooks:secret.copied'),
      copyFailed: text('webhooks:secret.copyFailed'),
      done: text('webhooks:secret.done'),
    },
    onDone: () => {},
    testId: 'one-time-secret',
  },
} satisfies Meta<typeof OneTimeSecret>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A webhook's signing secret, just made. */
export const WebhookSecret: Story = {};
/** An API key, longer. */
export const ApiKey: Story = {
  args: { secret: 'folio_Xk2mP9qLr4TnV8wYb3ZcD6fGh1JsA5eU7iO0pQ-_RtS' },
};
