import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { DateField } from './DateField.js';

const seen: string[] = [];

function Controlled({ max, error }: { max?: string; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      label="Day"
      value={value}
      max={max}
      error={error}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

/** The day's parts once the localized field has loaded, in the order shown. */
async function parts() {
  await screen.findAllByRole('spinbutton');
  return screen.getAllByRole('spinbutton');
}

describe('DateField', () => {
  it('takes a day typed in French order (jj/mm/aaaa) and gives it as yyyy-MM-dd', async () => {
    seen.length = 0;
    renderWithFieldwatch(<Controlled />, { language: 'fr' });
    const shown = await parts();
    expect(shown.map((part) => part.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
    await userEvent.click(shown[0]!);
    await userEvent.keyboard('15032024');
    expect(seen.at(-1)).toBe('2024-03-15');
    expect(screen.getByRole('group').textContent).toMatch(/15\s*\/\s*03\s*\/\s*2024/);
  });

  it('orders the parts year, month, day in Chinese and month first in English', async () => {
    const chinese = renderWithFieldwatch(<Controlled />, { language: 'cn' });
    expect((await parts()).map((part) => part.getAttribute('data-type'))).toEqual(['year', 'month', 'day']);
    chinese.unmount();
    renderWithFieldwatch(<Controlled />, { language: 'en' });
    expect((await parts()).map((part) => part.getAttribute('data-type'))).toEqual(['month', 'day', 'year']);
  });

  it('shows its error beside the field, linked to it and marked invalid', async () => {
    renderWithFieldwatch(<Controlled error="The start date cannot be after the end date" />, { language: 'fr' });
    const [day] = await parts();
    expect(day!.getAttribute('aria-invalid')).toBe('true');
    const described = (day!.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The start date cannot be after the end date');
  });
});
