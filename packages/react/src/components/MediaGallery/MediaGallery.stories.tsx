import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Media } from '@fieldwatch/core';
import { MediaGallery } from './MediaGallery.js';

// images drawn inline, so the story needs no server
const picture = (id: number, color: string, name: string): Media => {
  const src = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${color}"/></svg>`)}`;
  return { id, name, type: 'image', mime: 'image/svg+xml', src, caption: null, bytes: 200, sizes: [] };
};

const meta = {
  title: 'Reports/MediaGallery',
  component: MediaGallery,
  args: {
    media: [
      picture(1, '#1f5f8b', 'road.jpg'),
      picture(2, '#067647', 'bridge.jpg'),
      picture(3, '#93370d', 'market.jpg'),
      { id: 4, name: 'statement.pdf', type: 'document', mime: 'application/pdf', src: '#', caption: null, bytes: 1000, sizes: [] },
    ],
  },
} satisfies Meta<typeof MediaGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Evidence: Story = {};
export const InAComment: Story = { args: { compact: true } };
export const InArabic: Story = { globals: { language: 'ar' } };
