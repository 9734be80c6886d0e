import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { LanguagePicker } from './LanguagePicker.js';

describe('LanguagePicker', () => {
  it('lists the seven languages by their own names and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithFieldwatch(<LanguagePicker onChange={onChange} />, { language: 'fr' });
    const select = screen.getByLabelText<HTMLSelectElement>('Langue');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'Français',
      'Español',
      'Português',
      'தமிழ்',
      '中文',
      'العربية',
    ]);
    expect(select.value).toBe('fr');
    await userEvent.selectOptions(select, 'ar');
    expect(onChange).toHaveBeenCalledWith('ar');
  });
});
