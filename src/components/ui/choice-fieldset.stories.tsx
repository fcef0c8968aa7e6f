import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';
import { ChoiceFieldset } from './choice-fieldset';
import { text } from '../../../.storybook/text';

const EVENTS = ['book.created', 'book.updated', 'book.deleted'] as const;

// The webhook form's events: each a checkbox with its name and what it means.
const choices = EVENTS.map((event, index) => (
  <Checkbox
    key={event}
    name="events"
    value={event}
    defaultChecked={index === 0}
    label={
      <code dir="ltr" className="font-mono">
        {event}
      </code>
    }
    description={text(`webhooks:events.${event}`)}
  />
));

const meta = {
  title: 'UI/ChoiceFieldset',
  component: ChoiceFieldset,
  args: {
    legend: text('webhooks:fields.events'),
    hint: text('webhooks:fields.eventsHint'),
    children: choices,
  },
} satisfies Meta<typeof ChoiceFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: text('validation:webhookEventsRequired') } };
