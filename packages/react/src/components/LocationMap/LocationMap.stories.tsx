import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocationMap } from './LocationMap.js';

const meta = {
  title: 'Reports/LocationMap',
  component: LocationMap,
  args: { latitude: 51.528558, longitude: -0.241682, zoom: 6 },
} satisfies Meta<typeof LocationMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offline basemap: Natural Earth land and borders, no tile server. */
export const London: Story = {};
export const NearTheAntimeridian: Story = { args: { latitude: -17.7134, longitude: 178.065, zoom: 5 } };
export const InArabic: Story = { globals: { language: 'ar' } };
