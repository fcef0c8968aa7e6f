import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './page-header';
import { ButtonLink } from './ui/button-link';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: text('organizations:title'), description: text('organizations:description') },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: { action: <ButtonLink to="/">{text('organizations:create.button')}</ButtonLink> },
};
