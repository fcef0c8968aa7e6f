import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const meta = {
  title: 'Components/UnsavedChangesGuard',
  component: UnsavedChangesGuard,
  args: { shouldBlock: () => true },
  // Nothing shows until the person leaves: follow the link to see the question.
  render: (args) => (
    <>
      <Link to="/" search={{ left: true }}>
        Leave this form
      </Link>
      <UnsavedChangesGuard {...args} />
    </>
  ),
} satisfies Meta<typeof UnsavedChangesGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DirtyForm: Story = {};
