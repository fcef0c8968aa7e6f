import type { Meta, StoryObj } from '@storybook/react-vite';
import { InternalError } from '~/lib/internal-error';
import { ServiceUnavailableError } from '~/lib/service-unavailable-error';
import { ErrorPage } from './error-page';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';

/** The error states every page can end in. */
const meta = {
  title: 'Features/Error states',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { error: new InternalError('req_7f3a2c'), reset: () => {} },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Crash: Story = {};
export const Unavailable: Story = { args: { error: new ServiceUnavailableError() } };
export const Forbidden: Story = { render: () => <ForbiddenPage /> };
export const NotFound: Story = { render: () => <NotFoundPage /> };
