import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    render(<Checkbox label="Don't ask again on this device" />);
    const box = screen.getByLabelText<HTMLInputElement>("Don't ask again on this device");
    expect(box.checked).toBe(false);
    await userEvent.click(screen.getByText("Don't ask again on this device"));
    expect(box.checked).toBe(true);
  });

  it('links its hint to the box', () => {
    render(<Checkbox label="Email code" hint="Sent at each sign-in" />);
    const box = screen.getByLabelText('Email code');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Sent at each sign-in');
  });
});
