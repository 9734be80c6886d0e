import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';

const shortcuts = [
  { keys: ['j'], description: 'Next report in the list' },
  { keys: ['Esc'], description: 'Close the open report or panel' },
];

describe('ShortcutsDialog', () => {
  it('lists each shortcut with its keys, in a modal named in the interface language', () => {
    renderWithFieldwatch(<ShortcutsDialog open shortcuts={shortcuts} onClose={() => undefined} />, { language: 'fr' });
    const dialog = screen.getByRole('dialog', { name: 'Raccourcis clavier' });
    const terms = within(dialog).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['j', 'Esc']);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((item) => item.textContent),
    ).toEqual(shortcuts.map((s) => s.description));
  });

  it('closes on Escape and with its close button, and shows nothing while closed', async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithFieldwatch(<ShortcutsDialog open shortcuts={shortcuts} onClose={onClose} />);
    // the browser turns Escape in a modal <dialog> into its cancel event
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    renderWithFieldwatch(<ShortcutsDialog open={false} shortcuts={shortcuts} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
