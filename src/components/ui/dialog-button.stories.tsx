import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '~/lib/use-translation';
import { Button } from './button';
import { DialogButton } from './dialog-button';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { Input } from './input';
import { text } from '../../../.storybook/text';

/** The dialog, as the account page's: made when it opens, after the arguments are translated. */
function ChangeNameDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <FormDialog open onOpenChange={onClose} title={t('profile.changeName')}>
      <FormField label={t('profile.nameLabel')}>
        <Input name="name" defaultValue="Ada Lovelace" />
      </FormField>
    </FormDialog>
  );
}

const meta = {
  title: 'UI/DialogButton',
  component: DialogButton,
  args: {
    trigger: <Button variant="outline">{text('account:profile.changeName')}</Button>,
    preload: () => {},
    children: (close) => <ChangeNameDialog onClose={close} />,
  },
} satisfies Meta<typeof DialogButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
