import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { MultiSelect, type MultiSelectOption } from './MultiSelect.js';

const people: MultiSelectOption[] = [
  { value: '1', label: 'Amina Diallo' },
  { value: '2', label: 'Ravi Kumar' },
  { value: '3', label: 'Lucía Pérez' },
];

function Controlled({ options = people, onChange = () => {} }: { options?: MultiSelectOption[]; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <MultiSelect
      label="Author"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('is a disclosure button that says what is chosen and opens a labelled group of checkboxes', async () => {
    const onChange = vi.fn();
    renderWithFieldwatch(<Controlled onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Author Any' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Author' })).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Author' });
    expect(button.getAttribute('aria-controls')).toBe(group.id);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ravi Kumar' }));
    expect(onChange).toHaveBeenLastCalledWith(['2']);
    expect(screen.getByRole('button', { name: 'Author Ravi Kumar' })).toBeTruthy();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Amina Diallo' }));
    expect(onChange).toHaveBeenLastCalledWith(['2', '1']);
    expect(screen.getByRole('button', { name: 'Author 2 selected' })).toBeTruthy();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ravi Kumar' }));
    expect(onChange).toHaveBeenLastCalledWith(['1']);
  });

  it('works from the keyboard: Space toggles, Escape closes and returns to the button', async () => {
    renderWithFieldwatch(<Controlled />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Author/ }));
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Amina Diallo' }));
    await userEvent.keyboard(' ');
    expect((document.activeElement as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Author Amina Diallo' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('narrows long lists with a search box, and says when nothing is there to choose', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ value: String(i), label: `User ${i}` }));
    const { unmount } = renderWithFieldwatch(<Controlled options={many} />);
    await userEvent.click(screen.getByRole('button', { name: /Author/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find in Author' }), 'User 1');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['User 1', 'User 10', 'User 11']);
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByText('No choice matches.')).toBeTruthy();
    unmount();

    renderWithFieldwatch(
      <MultiSelect
        label="Assignee"
        options={[]}
        value={[]}
        onChange={() => {}}
        defaultOpen
        emptyText="These choices could not be loaded."
      />,
    );
    expect(screen.getByText('These choices could not be loaded.')).toBeTruthy();
  });

  it('says what no choice means, and ties its hint and error to the button', () => {
    renderWithFieldwatch(
      <MultiSelect
        label="Contacts"
        options={people}
        value={[]}
        onChange={() => {}}
        noneText="Nobody"
        hint="Who is alerted"
        error="Choose someone"
      />,
    );
    const button = screen.getByRole('button', { name: /Contacts/ });
    expect(button.textContent).toContain('Nobody');
    expect(button.getAttribute('aria-invalid')).toBe('true');
    const described = (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Who is alerted', 'Choose someone']);
  });
});
