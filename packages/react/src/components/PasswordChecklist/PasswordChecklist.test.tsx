import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { PasswordChecklist } from './PasswordChecklist.js';

const states = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('PasswordChecklist', () => {
  it('says which of the six rules are met, in words', () => {
    renderWithFieldwatch(<PasswordChecklist password="short" confirmation="" />);
    expect(states()).toEqual([
      '7 to 72 characters not met',
      'An uppercase letter not met',
      'A lowercase letter met',
      'A number not met',
      'A special character not met',
      'Both passwords the same not met',
    ]);
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
  });

  it('is all met for a good password typed twice', () => {
    renderWithFieldwatch(<PasswordChecklist password="Monsoon#Field42" confirmation="Monsoon#Field42" />);
    expect(states().every((text) => text?.endsWith(' met') && !text.endsWith('not met'))).toBe(true);
  });

  it('shows the match rule only when there is a confirmation', () => {
    renderWithFieldwatch(<PasswordChecklist password="Monsoon#Field42" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByRole('list')).queryByText('Both passwords the same')).toBeNull();
  });
});
