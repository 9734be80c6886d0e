import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Options } from '@fieldwatch/core';
import { FakeMap } from '../../../test/fakeMaplibre.js';
import { renderWithFieldwatch } from '../../../test/render.js';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { rasterBasemapId } from '../../map/basemapStyle.js';
import { MapSettings } from './MapSettings.js';

// A browser with WebGL, with MapLibre replaced by a recorder (happy-dom cannot draw a map).
vi.mock('../../map/loadMaplibre.js', async () => {
  const { fakeMaplibre } = await import('../../../test/fakeMaplibre.js');
  return { hasWebGL: () => true, loadMaplibre: () => Promise.resolve(fakeMaplibre) };
});
// the offline basemap's geometry is an asset a browser fetches; here it stands for itself
vi.mock('../../map/offlineBasemap.js', () => ({
  loadOfflineBasemap: () => Promise.resolve({ version: 8, name: 'offline', sources: {}, layers: [] }),
  followOfflineBasemap: () => () => undefined,
}));

afterEach(() => {
  FakeMap.instances = [];
});

async function renderPreview(options: Partial<Options> = {}) {
  const fake = settingsRoutes(options, { mapbox_token: 'pk.test', style_url: '' });
  const rendered = renderWithFieldwatch(<MapSettings />, { user: administrator, routes: fake.routes });
  await waitFor(() => expect(FakeMap.instances).toHaveLength(1));
  return { ...rendered, map: FakeMap.instances[0]!, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('MapSettings preview', () => {
  it("draws the fields' center and zoom on the offline basemap, Mapbox requests carrying the server's token", async () => {
    const { map } = await renderPreview();
    expect(map.options).toMatchObject({ center: [-0.241682, 51.528558], zoom: 11, style: { name: 'offline' } });
    expect(map.options.transformRequest?.('mapbox://styles/mapbox/streets-v12')).toEqual({
      url: 'https://api.mapbox.com/styles/v1/mapbox/streets-v12?access_token=pk.test',
    });
    expect(screen.getByRole('group', { name: 'Preview map. Arrow keys move it; plus and minus zoom.' })).toBeTruthy();
    expect(screen.getByText('51.5286, -0.2417')).toBeTruthy();
  });

  it('follows the fields, and gives its view to them with "Use this view"', async () => {
    const { map, puts } = await renderPreview();
    await userEvent.clear(field('Latitude'));
    await userEvent.type(field('Latitude'), '10');
    expect(map.getCenter().lat).toBe(10);

    act(() => map.moveTo(-1.29207, 396.82193, 12.4));
    expect(screen.getByText('-1.2921, 36.8219')).toBeTruthy();
    expect(screen.getByText('12.4')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use this view' }));
    expect(field('Latitude').value).toBe('-1.29207');
    expect(field('Longitude').value).toBe('36.82193');
    expect(screen.getByLabelText<HTMLSelectElement>('Default zoom').value).toBe('12');
    expect(screen.getByText('Default centre and zoom taken from the preview. Save to keep them.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([
      { name: 'latitude', value: '-1.29207' },
      { name: 'longitude', value: '36.82193' },
      { name: 'zoom', value: '12' },
    ]);
  });

  it('shows a satellite template being typed, once typing rests', async () => {
    const { map } = await renderPreview();
    await userEvent.type(field('Satellite basemap'), 'https://tiles.example.org/{{z}/{{x}/{{y}.jpg');
    await waitFor(
      () =>
        expect(map.styles.at(-1)).toMatchObject({
          sources: { [rasterBasemapId]: { tiles: ['https://tiles.example.org/{z}/{x}/{y}.jpg'] } },
        }),
      {
        timeout: 3000,
      },
    );
    expect(screen.getByLabelText<HTMLInputElement>('Satellite').checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Map'));
    await waitFor(() => expect(map.styles.at(-1)).toMatchObject({ name: 'offline' }));
  });

  it('says when a basemap cannot be loaded and draws the offline one instead', async () => {
    const { map } = await renderPreview({ basemap_map: 'https://tiles.example.org/style.json' });
    expect(map.options.style).toBe('https://tiles.example.org/style.json');
    act(() => map.fire('error', { error: Object.assign(new Error('Unauthorized'), { status: 401 }) }));
    expect(await screen.findByText(/This basemap could not be loaded/)).toBeTruthy();
    expect(map.styles).toEqual([{ version: 8, name: 'offline', sources: {}, layers: [] }]);
  });
});
