import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ConfirmDialog } from './ConfirmDialog.js';

const dialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => (
  <ConfirmDialog
    open
    title="Delete this report?"
    confirmLabel="Delete"
    cancelLabel="Cancel"
    onConfirm={() => undefined}
    onCancel={() => undefined}
    {...props}
  >
    This cannot be undone.
  </ConfirmDialog>
);

describe('ConfirmDialog', () => {
  it('asks its question in a modal named by its title and described by its warning', () => {
    renderWithFieldwatch(dialog({ tone: 'danger' }));
    const modal = screen.getByRole('alertdialog', { name: 'Delete this report?' });
    expect(document.getElementById(modal.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This cannot be undone.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('puts the fields the answer needs after the warning, outside the description', () => {
    renderWithFieldwatch(
      dialog({
        controls: (
          <label>
            Move to <input />
          </label>
        ),
      }),
    );
    const modal = screen.getByRole('alertdialog', { name: 'Delete this report?' });
    expect(document.getElementById(modal.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This cannot be undone.');
    expect(screen.getByRole('textbox', { name: 'Move to' }).closest('dialog')).toBe(modal);
  });

  it('confirms, cancels, and cancels on Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithFieldwatch(dialog({ onConfirm, onCancel }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    screen.getByRole('alertdialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    renderWithFieldwatch(dialog({ open: false }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
