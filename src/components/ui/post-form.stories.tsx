import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostForm } from './post-form';
import { FormField } from './form-field';
import { Input } from './input';
import { SubmitButton } from './submit-button';

const meta = {
  title: 'UI/PostForm',
  component: PostForm,
  args: {
    'aria-label': 'Profile',
    className: 'space-y-4',
    onSubmit: (event) => event.preventDefault(),
    children: (
      <>
        <FormField label="Name">
          <Input name="name" defaultValue="Ada Lovelace" />
        </FormField>
        <SubmitButton pending={false}>Save</SubmitButton>
      </>
    ),
  },
} satisfies Meta<typeof PostForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
