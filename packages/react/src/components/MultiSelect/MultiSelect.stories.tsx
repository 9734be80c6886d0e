import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MultiSelect, type MultiSelectProps } from './MultiSelect.js';

function Stateful(props: MultiSelectProps) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return <MultiSelect {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Form/MultiSelect',
  component: MultiSelect,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Author',
    value: [],
    onChange: () => {},
    options: [
      { value: '1', label: 'Amina Diallo (northadmin)' },
      { value: '2', label: 'Ravi Kumar (reader)' },
      { value: '3', label: 'Lucía Pérez (mobile)' },
    ],
  },
  decorators: [(Story) => <div style={{ inlineSize: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenWithChoice: Story = { args: { defaultOpen: true, value: ['2'] } };
export const LongListWithSearch: Story = {
  args: { defaultOpen: true, options: Array.from({ length: 30 }, (_, i) => ({ value: String(i), label: `Field worker ${i + 1}` })) },
};
export const NothingToChoose: Story = { args: { defaultOpen: true, options: [], emptyText: 'These choices could not be loaded.' } };
export const InArabic: Story = { args: { defaultOpen: true, label: 'الكاتب' }, globals: { language: 'ar' } };
