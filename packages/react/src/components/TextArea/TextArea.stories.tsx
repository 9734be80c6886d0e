import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { TextArea } from './TextArea.js';

/** The value lives in the story, as it would in a form. */
function WithValue(args: ComponentProps<typeof TextArea>) {
  const [value, setValue] = useState(args.value ?? '');
  return <TextArea {...args} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Form/TextArea',
  component: TextArea,
  args: { label: 'Description', limit: 10000 },
  render: (args) => <WithValue {...args} />,
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Grown: Story = { args: { value: 'Water on the road.\nCars turning back.\nThe bridge is closed.\nPeople wade across.' } };
export const WithError: Story = { args: { value: '', error: 'Required Field' } };
