import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShortcutsDialog } from './ShortcutsDialog.js';

const meta = {
  title: 'Feedback/ShortcutsDialog',
  component: ShortcutsDialog,
  args: {
    open: true,
    shortcuts: [
      { keys: ['j'], description: 'Next report in the list' },
      { keys: ['k'], description: 'Previous report in the list' },
      { keys: ['Enter'], description: 'Open the selected report' },
      { keys: ['/'], description: 'Search the reports' },
      { keys: ['Esc'], description: 'Close the open report or panel' },
      { keys: ['?'], description: 'Show these shortcuts' },
    ],
    onClose: () => undefined,
  },
} satisfies Meta<typeof ShortcutsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
