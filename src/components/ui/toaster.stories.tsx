import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '~/lib/toast';
import { Button } from './button';
import { Toaster } from './toaster';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  render: () => (
    <>
      <div className="flex gap-2">
        <Button onClick={() => toast.success('Book created')}>Success</Button>
        <Button variant="outline" onClick={() => toast.error('Failed to save the book')}>
          Error
        </Button>
      </div>
      <Toaster />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {};
