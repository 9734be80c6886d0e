import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { PasswordField } from './PasswordField.js';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    renderWithFieldwatch(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows its error beside the field', () => {
    renderWithFieldwatch(<PasswordField label="Password" error="Required Field" />);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required Field')).toBeTruthy();
  });
});
