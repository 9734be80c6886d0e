import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { NotFound } from './NotFound.js';

describe('NotFound', () => {
  it('says the page is missing and offers "Take me back"', async () => {
    const onBack = vi.fn();
    renderWithFieldwatch(<NotFound onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Take me back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
