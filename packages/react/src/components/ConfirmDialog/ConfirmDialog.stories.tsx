import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog.js';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Close this report?',
    confirmLabel: 'Close report',
    cancelLabel: 'Cancel',
    children: 'A closed report can no longer be verified, assigned or edited. A new comment reopens it.',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this report?',
    confirmLabel: 'Delete',
    children: 'The report, its media, comments and activity will be deleted for everyone. This cannot be undone.',
  },
};
export const Busy: Story = { args: { busy: true } };
