import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LocationPicker } from './LocationPicker.js';

/** The picker with its coordinates kept by the story, as a form keeps them. */
function Picker({ latitude, longitude }: { latitude: string; longitude: string }) {
  const [texts, setTexts] = useState({ latitude, longitude });
  return (
    <LocationPicker
      latitude={texts.latitude}
      longitude={texts.longitude}
      onPick={(point) => setTexts({ latitude: String(point.latitude), longitude: String(point.longitude) })}
    />
  );
}

const meta = {
  title: 'Reports/LocationPicker',
  component: Picker,
  args: { latitude: '51.528558', longitude: '-0.241682' },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click the map, drag the pin, or focus the map and use the arrow keys. */
export const London: Story = {};
export const NothingChosenYet: Story = { args: { latitude: '', longitude: '' } };
export const InArabic: Story = { globals: { language: 'ar' } };
