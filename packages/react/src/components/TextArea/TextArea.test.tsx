import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { renderReportScreen } from '../../../test/renderReportDetail.js';
import { TextArea } from './TextArea.js';

describe('TextArea', () => {
  it('grows with its lines up to maxRows', () => {
    const { rerender } = renderReportScreen(<TextArea label="Description" value="one" onChange={() => undefined} />);
    expect(screen.getByLabelText('Description').getAttribute('rows')).toBe('3');
    rerender(<TextArea label="Description" value={'line\n'.repeat(20)} onChange={() => undefined} />);
    expect(screen.getByLabelText('Description').getAttribute('rows')).toBe('10');
  });

  it('counts characters against its limit and shows its error', () => {
    renderWithFieldwatch(<TextArea label="Comment" value="Hello" limit={2000} error="Required Field" onChange={() => undefined} />);
    expect(screen.getByText('5 of 2000 characters')).toBeTruthy();
    const box = screen.getByLabelText('Comment');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required Field');
  });
});
