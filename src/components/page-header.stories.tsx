import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './page-header';
import { ButtonLink } from './ui/button-link';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Books', description: 'Every book of the catalogue.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <ButtonLink to="/">New book</ButtonLink> } };
