import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.js';

const options = [
  { value: 'minor', label: 'Important' },
  { value: 'critical', label: 'Critical' },
];

describe('Select', () => {
  it('is found by its label and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Urgency"
        options={options}
        defaultValue="minor"
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Urgency'), 'critical');
    expect(onChange).toHaveBeenCalledWith('critical');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Important', 'Critical']);
  });

  it('shows its error beside the field', () => {
    render(<Select label="Urgency" options={options} error="Required Field" />);
    expect(screen.getByLabelText('Urgency').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required Field')).toBeTruthy();
  });
});
