import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostForm } from './post-form';
import { FormField } from './form-field';
import { Input } from './input';
import { SubmitButton } from './submit-button';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/PostForm',
  component: PostForm,
  args: {
    'aria-label': text('account:profile.title'),
    className: 'space-y-4',
    onSubmit: (event) => event.preventDefault(),
    children: (
      <>
        <FormField label={text('account:profile.nameLabel')}>
          <Input name="name" defaultValue="Ada Lovelace" />
        </FormField>
        <SubmitButton pending={false}>{text('account:profile.save')}</SubmitButton>
      </>
    ),
  },
} satisfies Meta<typeof PostForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
