import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '~/lib/use-translation';
import { Checkbox } from './checkbox';

const EVENTS = ['book.created', 'book.updated', 'book.deleted'] as const;

function TrustDevice({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('secondFactor');
  return <Checkbox name="trustDevice" label={t('step.trustDevice', { days: 30 })} disabled={disabled} />;
}

function Events({ invalid }: { invalid?: boolean }) {
  const { t } = useTranslation('webhooks');
  return (
    <div>
      {EVENTS.map((event, index) => (
        <Checkbox
          key={event}
          name="events"
          value={event}
          defaultChecked={index === 0}
          aria-invalid={invalid ? true : undefined}
          label={
            <code dir="ltr" className="font-mono">
              {event}
            </code>
          }
          description={t(`events.${event}`)}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = { render: () => <TrustDevice /> };
/** A list of choices, each with a line saying what it means. */
export const WithDescriptions: Story = { render: () => <Events /> };
export const Invalid: Story = { render: () => <Events invalid /> };
export const Disabled: Story = { render: () => <TrustDevice disabled /> };
