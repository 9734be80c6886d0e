import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { LocationMap } from './LocationMap.js';

describe('LocationMap', () => {
  it('shows the coordinates in decimal (4 decimals) and DMS: the text alternative of the map', () => {
    renderWithFieldwatch(<LocationMap latitude={51.528558} longitude={-0.241682} />);
    const caption = screen.getByRole('figure');
    expect(caption.textContent).toContain('Decimal degrees: 51.5286, -0.2417');
    expect(caption.textContent).toContain(`Degrees, minutes, seconds: 51°31'42.81"N 0°14'30.06"W`);
  });

  it('draws no map without WebGL (happy-dom has none), so nothing waits for MapLibre', () => {
    renderWithFieldwatch(<LocationMap latitude={0} longitude={0} />);
    expect(screen.queryByRole('group', { name: "Map of the report's location" })).toBeNull();
  });

  it('keeps the numbers left to right in Arabic', () => {
    renderWithFieldwatch(<LocationMap latitude={-33.9} longitude={18.4} />, { language: 'ar' });
    expect(screen.getByText('-33.9000, 18.4000').getAttribute('dir')).toBe('ltr');
  });
});
