import { describe, expect, it } from 'vitest';
import { geolocationProblem, keyboardStep, movedBy, pointOf, rounded, shownOf } from './pickerLogic.js';

describe('the location picker without a map', () => {
  it('reads the point of the typed texts, decimal or DMS, and none while either is not a coordinate', () => {
    expect(pointOf('51.528558', '-0.241682')).toEqual({ latitude: 51.528558, longitude: -0.241682 });
    expect(pointOf(`51°31'42.81"N`, `0°14'30.06"W`)).toEqual({ latitude: 51.528558, longitude: -0.241683 });
    expect(pointOf('', '-0.24')).toBeNull();
    expect(pointOf('91', '0')).toBeNull();
    expect(pointOf('10', 'east')).toBeNull();
  });

  it('hands points over with 6 decimals and says them with 6', () => {
    expect(rounded({ latitude: 51.52855823, longitude: -0.24168149 })).toEqual({ latitude: 51.528558, longitude: -0.241681 });
    expect(shownOf({ latitude: 10, longitude: -0.5 })).toEqual({ latitude: '10.000000', longitude: '-0.500000' });
  });

  it('steps 10 pixels of the map a key press, 60 with Shift: half the degrees at each zoom in', () => {
    expect(keyboardStep(0, false)).toBeCloseTo(7.03125);
    expect(keyboardStep(1, false)).toBeCloseTo(7.03125 / 2);
    expect(keyboardStep(14, true)).toBeCloseTo(keyboardStep(14, false) * 6);
  });

  it('moves north, south, east and west with the arrows; other keys do nothing', () => {
    const at = { latitude: 0, longitude: 0 };
    expect(movedBy(at, 'ArrowUp', 0.01)).toEqual({ latitude: 0.01, longitude: 0 });
    expect(movedBy(at, 'ArrowDown', 0.01)).toEqual({ latitude: -0.01, longitude: 0 });
    expect(movedBy(at, 'ArrowRight', 0.01)).toEqual({ latitude: 0, longitude: 0.01 });
    expect(movedBy(at, 'ArrowLeft', 0.01)).toEqual({ latitude: 0, longitude: -0.01 });
    expect(movedBy(at, 'Enter', 0.01)).toBeNull();
    expect(movedBy(at, 'a', 0.01)).toBeNull();
  });

  it('moves north and south by the same distance on screen as east and west', () => {
    // at 60° a degree of latitude is twice as long on a Mercator map as a degree of longitude
    expect(movedBy({ latitude: 60, longitude: 0 }, 'ArrowUp', 0.02)!.latitude).toBeCloseTo(60.01, 6);
  });

  it('stops at the edge of the map in the north and south, and goes round the world east and west', () => {
    expect(movedBy({ latitude: 85.05, longitude: 0 }, 'ArrowUp', 1)!.latitude).toBe(85.051129);
    expect(movedBy({ latitude: -85.05, longitude: 0 }, 'ArrowDown', 1)!.latitude).toBe(-85.051129);
    expect(movedBy({ latitude: 0, longitude: 179.5 }, 'ArrowRight', 1)!.longitude).toBe(-179.5);
    expect(movedBy({ latitude: 0, longitude: -179.5 }, 'ArrowLeft', 1)!.longitude).toBe(179.5);
  });

  it("says why the browser's geolocation failed", () => {
    expect(geolocationProblem(1)).toBe('locationPicker.denied');
    expect(geolocationProblem(2)).toBe('locationPicker.unavailable');
    expect(geolocationProblem(3)).toBe('locationPicker.timeout');
  });
});
