import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { Avatar, initialsOf } from './Avatar.js';

describe('Avatar', () => {
  it('shows the initials of first and last name and names the person', () => {
    renderWithFieldwatch(<Avatar firstName="amina" lastName="Diallo" username="field_amina" />);
    const avatar = screen.getByRole('img', { name: 'Avatar of amina Diallo' });
    expect(avatar.textContent).toBe('AD');
  });

  it('falls back to the username', () => {
    expect(initialsOf('', ' ', 'northadmin')).toBe('NO');
    expect(initialsOf('Élodie', undefined, 'x')).toBe('É');
  });

  it('can be hidden from screen readers when a label is next to it', () => {
    renderWithFieldwatch(<Avatar username="reader" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
