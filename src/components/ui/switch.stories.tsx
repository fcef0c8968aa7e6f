import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '~/lib/use-translation';
import { Switch } from './switch';

function Enabled({ checked, disabled }: { checked?: boolean; disabled?: boolean }) {
  const { t } = useTranslation('webhooks');
  return (
    <div className="max-w-form">
      <Switch
        name="enabled"
        label={t('state.enabled')}
        description={t('events.book.created')}
        defaultChecked={checked}
        disabled={disabled}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Switch',
  component: Switch,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = { render: () => <Enabled /> };
export const On: Story = { render: () => <Enabled checked /> };
export const Disabled: Story = { render: () => <Enabled checked disabled /> };
