import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMap, FakeMarker } from '../../../test/fakeMaplibre.js';
import { renderWithFieldwatch } from '../../../test/render.js';
import { LocationPicker } from './LocationPicker.js';

// A browser with WebGL or without, with MapLibre replaced by a recorder (happy-dom cannot draw a map)
const browser = vi.hoisted(() => ({ webgl: true }));
vi.mock('../../map/loadMaplibre.js', async () => {
  const { fakeMaplibre } = await import('../../../test/fakeMaplibre.js');
  return { hasWebGL: () => browser.webgl, loadMaplibre: () => Promise.resolve(fakeMaplibre) };
});
vi.mock('../../map/offlineBasemap.js', () => ({
  loadOfflineBasemap: () => Promise.resolve({ version: 8, name: 'offline', sources: {}, layers: [] }),
  followOfflineBasemap: () => () => undefined,
}));

/** The picker as a form uses it: the texts live in the parent, typed or picked. */
function Harness({ initial = { latitude: '', longitude: '' } }: { initial?: { latitude: string; longitude: string } }) {
  const [texts, setTexts] = useState(initial);
  return (
    <>
      <label>
        Latitude
        <input value={texts.latitude} onChange={(event) => setTexts((t) => ({ ...t, latitude: event.target.value }))} />
      </label>
      <LocationPicker
        latitude={texts.latitude}
        longitude={texts.longitude}
        onPick={(point) => setTexts({ latitude: String(point.latitude), longitude: String(point.longitude) })}
      />
      <output data-testid="kept">{`${texts.latitude}|${texts.longitude}`}</output>
    </>
  );
}

const kept = () => screen.getByTestId('kept').textContent;
/** What the picker says, its coordinates' left-to-right isolates left out. */
const said = () => screen.getAllByRole('status')[0]!.textContent?.replace(/[\u2066\u2069]/g, '');

async function renderMap(initial?: { latitude: string; longitude: string }) {
  renderWithFieldwatch(<Harness {...(initial ? { initial } : {})} />);
  await waitFor(() => expect(FakeMap.instances).toHaveLength(1));
  return { map: FakeMap.instances[0]!, marker: FakeMarker.instances[0]! };
}

beforeEach(() => {
  browser.webgl = true;
});
afterEach(() => {
  FakeMap.instances = [];
  FakeMarker.instances = [];
  vi.unstubAllGlobals();
});

describe('LocationPicker', () => {
  it('puts the pin at the typed coordinates, follows what is typed, and says the place in words', async () => {
    const { map, marker } = await renderMap({ latitude: '51.528558', longitude: '-0.241682' });
    expect(map.options).toMatchObject({ center: [-0.241682, 51.528558], zoom: 14, keyboard: false });
    await waitFor(() => expect(marker.lngLat).toEqual({ lng: -0.241682, lat: 51.528558 }));
    expect(marker.map).toBe(map);
    expect(said()).toBe('Location: 51.528558, -0.241682');

    const latitude = screen.getByLabelText('Latitude');
    await userEvent.clear(latitude);
    expect(marker.map).toBeNull();
    expect(said()).toBe('Location: none chosen yet');
    await userEvent.type(latitude, '-33.9');
    expect(marker.lngLat).toEqual({ lng: -0.241682, lat: -33.9 });
    expect(said()).toBe('Location: -33.900000, -0.241682');
  });

  it('sets the coordinates where the map is clicked or the pin is dropped, with 6 decimals', async () => {
    const { map, marker } = await renderMap();
    act(() => map.fire('click', { lngLat: { lat: 10.12345678, lng: 20.5 } }));
    expect(kept()).toBe('10.123457|20.5');
    expect(said()).toBe('Location: 10.123457, 20.500000');

    act(() => marker.dragTo(-1.29207, 36.82193));
    expect(kept()).toBe('-1.29207|36.82193');
  });

  it('moves the pin with the arrow keys from the focusable map, a bigger step with Shift', async () => {
    await renderMap({ latitude: '0', longitude: '0' });
    const map = screen.getByRole('application', { name: 'Map for choosing the location' });
    expect(map.tabIndex).toBe(0);
    expect(map.getAttribute('aria-describedby')).toContain(screen.getAllByRole('status')[0]!.id);
    map.focus();
    // 10 pixels at zoom 14: 360 × 10 / (512 × 2^14) degrees
    await userEvent.keyboard('{ArrowRight}');
    expect(kept()).toBe('0|0.000429');
    await userEvent.keyboard('{ArrowUp}');
    expect(kept()).toBe('0.000429|0.000429');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(kept()).toBe('0.000429|-0.002146');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(kept()).toBe('-0.000429|-0.002146');
    // a key the picker does not use goes on to the page
    expect(fireEvent.keyDown(map, { key: 'Tab' })).toBe(true);
  });

  it('starts from the middle of the map when no place is chosen yet', async () => {
    await renderMap();
    fireEvent.keyDown(screen.getByRole('application'), { key: 'ArrowUp' });
    expect(kept()).not.toBe('|');
  });

  it('uses the browser’s location and says its accuracy', async () => {
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 48.8566, longitude: 2.3522, accuracy: 12.4 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { map } = await renderMap();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(kept()).toBe('48.8566|2.3522');
    expect(screen.getByText('Your location, accurate to ± 12 m')).toBeTruthy();
    expect(map.getCenter()).toMatchObject({ lat: 48.8566, lng: 2.3522 });
  });

  it.each([
    [1, 'Your browser did not allow access to your location. Allow it in the site settings, or choose the place on the map.'],
    [2, 'Your location could not be determined. Choose the place on the map or type the coordinates.'],
    [3, 'Finding your location took too long. Try again, or choose the place on the map.'],
  ])('says in words why the location could not be found (code %i)', async (code, words) => {
    const getCurrentPosition = vi.fn((_found: PositionCallback, failed: PositionErrorCallback) =>
      failed({ code, message: '' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await renderMap();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText(words)).toBeTruthy();
    expect(kept()).toBe('|');
  });

  it('without WebGL: no map, the fields and "Use my location" still work', () => {
    browser.webgl = false;
    renderWithFieldwatch(<Harness />);
    expect(screen.queryByRole('application')).toBeNull();
    expect(screen.getByText('The map cannot be shown in this browser: type the coordinates instead.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
    expect(FakeMap.instances).toHaveLength(0);
  });

  it('says the place in Arabic, with the Arabic comma and each number isolated left to right', () => {
    browser.webgl = false;
    renderWithFieldwatch(<Harness initial={{ latitude: '24.7136', longitude: '-46.6753' }} />, { language: 'ar' });
    expect(said()).toBe('الموقع: 24.713600، -46.675300');
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('الموقع: \u206624.713600\u2069، \u2066-46.675300\u2069');
    expect(screen.getByRole('button', { name: 'استخدام موقعي' })).toBeTruthy();
  });
});
