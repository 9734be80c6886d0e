import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { CoordinateInput } from './CoordinateInput.js';

/** The texts live in the story, as they would in a form. */
function WithTexts(args: ComponentProps<typeof CoordinateInput>) {
  const [texts, setTexts] = useState({ latitude: args.latitude, longitude: args.longitude });
  return (
    <CoordinateInput
      {...args}
      latitude={texts.latitude}
      longitude={texts.longitude}
      onChange={(axis, text) => setTexts((t) => ({ ...t, [axis]: text }))}
    />
  );
}

const meta = {
  title: 'Reports/CoordinateInput',
  component: CoordinateInput,
  args: { latitude: '', longitude: '', onChange: () => undefined },
  render: (args) => <WithTexts {...args} />,
} satisfies Meta<typeof CoordinateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Decimal: Story = { args: { latitude: '51.528558', longitude: '-0.241682' } };
export const DegreesMinutesSeconds: Story = { args: { latitude: '51.528558', longitude: '-0.241682', defaultFormat: 'dms' } };
export const AtThePole: Story = { args: { latitude: '90', longitude: '180', defaultFormat: 'dms' } };
export const WithErrors: Story = {
  args: { latitude: '91', longitude: '', latitudeError: 'Latitude must be a number between -90 and 90', longitudeError: 'Required Field' },
};
export const InArabic: Story = { args: { latitude: '-33.9249', longitude: '18.4241' }, globals: { language: 'ar' } };
