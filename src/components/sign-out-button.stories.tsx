import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignOutButton, SignOutDialog } from './sign-out-button';

const meta = {
  title: 'Components/SignOutButton',
  component: SignOutButton,
} satisfies Meta<typeof SignOutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Button: Story = {};

/** The confirmation, as the account menu opens it. */
export const Dialog: Story = {
  render: () => <SignOutDialog open onOpenChange={() => {}} />,
};
