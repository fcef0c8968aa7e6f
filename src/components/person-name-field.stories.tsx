import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonNameField } from './person-name-field';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/PersonNameField',
  component: PersonNameField,
  args: { label: text('account:profile.nameLabel'), name: 'name', defaultValue: 'Ada Lovelace' },
} satisfies Meta<typeof PersonNameField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { defaultValue: '', error: text('validation:nameRequired') } };
