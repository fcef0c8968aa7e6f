import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageUploadField } from './image-upload-field';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/ImageUploadField',
  component: ImageUploadField,
  args: {
    label: text('books:fields.cover'),
    hasImage: false,
    preview: ({ src, removed }) =>
      src && !removed ? (
        <img src={src} alt="" className="aspect-[2/3] w-40 rounded-md object-cover" />
      ) : (
        <div className="aspect-[2/3] w-40 rounded-md bg-muted" />
      ),
    // The catalogue has no server to upload to: a chosen file's upload fails, as it shows when offline.
    start: () => Promise.reject(new Error('No server in the catalogue')),
    onChange: () => {},
  },
} satisfies Meta<typeof ImageUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoImage: Story = {};
export const WithImage: Story = { args: { hasImage: true } };
