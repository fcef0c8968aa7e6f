import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** A link away from the form: follow it to see the question. */
function LeaveLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" search={{ left: true }}>
      {t('goBack')}
    </Link>
  );
}

const meta = {
  title: 'Components/UnsavedChangesGuard',
  component: UnsavedChangesGuard,
  args: { shouldBlock: () => true },
  // Nothing shows until the person leaves.
  render: (args) => (
    <>
      <LeaveLink />
      <UnsavedChangesGuard {...args} />
    </>
  ),
} satisfies Meta<typeof UnsavedChangesGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DirtyForm: Story = {};
