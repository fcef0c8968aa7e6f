import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '~/lib/toast';
import { useTranslation } from '~/lib/use-translation';
import { Button } from './button';
import { Toaster } from './toaster';

/** Buttons that raise a success and an error, as a saved or refused book does. */
function SavedAndRefused() {
  const { t } = useTranslation('books');
  return (
    <>
      <div className="flex gap-2">
        <Button onClick={() => toast.success(t('form.created'))}>{t('form.created')}</Button>
        <Button variant="outline" onClick={() => toast.error(t('form.failed'))}>
          {t('form.failed')}
        </Button>
      </div>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  // A toast's text is chosen when it is raised, after the arguments are translated: the story's own.
  render: () => <SavedAndRefused />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {};
