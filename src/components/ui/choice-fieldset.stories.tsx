import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChoiceFieldset } from './choice-fieldset';

const choices = ['book.created', 'book.updated', 'book.deleted'].map((event, index) => (
  <label key={event} className="flex min-h-11 items-center gap-2 text-sm">
    <input type="checkbox" className="size-4" defaultChecked={index === 0} />
    <code dir="ltr">{event}</code>
  </label>
));

const meta = {
  title: 'UI/ChoiceFieldset',
  component: ChoiceFieldset,
  args: { legend: 'Events', hint: 'What this endpoint is told about.', children: choices },
} satisfies Meta<typeof ChoiceFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Choose at least one event.' } };
