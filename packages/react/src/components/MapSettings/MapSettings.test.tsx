import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Options } from '@fieldwatch/core';
import { fail } from '@fieldwatch/testing/fakeApi';
import { renderWithFieldwatch } from '../../../test/render.js';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { MapSettings } from './MapSettings.js';
import { mapSettingsChanges, mapSettingsValues, viewValues } from './mapSettingsValues.js';

function renderSettings(options: Partial<Options> = {}, map?: { mapbox_token: string; style_url: string }, language?: 'ar') {
  const fake = settingsRoutes(options, map);
  const rendered = renderWithFieldwatch(<MapSettings />, { user: administrator, routes: fake.routes, ...(language ? { language } : {}) });
  return { ...rendered, stored: fake.stored, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
async function retype(name: string, text: string) {
  const input = field(name);
  await userEvent.clear(input);
  if (text)
    await userEvent.type(
      input,
      text.replace(/[{[]/g, (c) => c + c),
    );
}

describe('MapSettings', () => {
  it('shows the stored center, zoom and basemaps, with help and examples', async () => {
    renderSettings({ basemap_satellite: 'https://{s}.tiles.example.org/{z}/{x}/{y}.jpg' });
    expect(await screen.findByRole('heading', { name: 'Map settings' })).toBeTruthy();
    expect(field('Latitude').value).toBe('51.5285582');
    expect(field('Longitude').value).toBe('-0.2416815');
    expect(screen.getByLabelText<HTMLSelectElement>('Default zoom').value).toBe('11');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(Array.from({ length: 23 }, (_, i) => String(i)));
    expect(field('Map basemap').value).toBe('');
    expect(field('Satellite basemap').value).toBe('https://{s}.tiles.example.org/{z}/{x}/{y}.jpg');
    const mapHelp = field('Map basemap').getAttribute('aria-describedby')!;
    expect(document.getElementById(mapHelp)?.textContent).toContain('Leave empty (or type builtin) for the built-in basemap');
    expect(document.getElementById(mapHelp)?.textContent).toContain('a street map needs the network');
    expect(document.getElementById(mapHelp)?.textContent).toContain('mapbox://styles/mapbox/streets-v12');
    expect(screen.getByText(/cannot draw the preview \(WebGL is off\)/)).toBeTruthy();
  });

  it('sends only what changed, says "Settings saved" and keeps the stored options in the store', async () => {
    const { puts, options } = renderSettings();
    await screen.findByRole('heading', { name: 'Map settings' });
    await userEvent.selectOptions(screen.getByLabelText('Default zoom'), '8');
    await retype('Map basemap', 'mapbox://styles/mapbox/outdoors-v12');
    await retype('Satellite basemap', 'https://{s}.tiles.example.org/{z}/{x}/{y}.jpg');
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual([
      { name: 'zoom', value: '8' },
      { name: 'basemap_map', value: 'mapbox://styles/mapbox/outdoors-v12' },
      { name: 'basemap_satellite', value: 'https://{s}.tiles.example.org/{z}/{x}/{y}.jpg' },
    ]);
    expect(options.getState().options).toMatchObject({ zoom: '8', basemap_map: 'mapbox://styles/mapbox/outdoors-v12' });
  });

  it('takes the center in degrees, minutes and seconds and sends it in decimal with 6 decimals', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'Map settings' });
    await retype('Latitude', `1°17'30"S`);
    await retype('Longitude', '36.8219');
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([
      { name: 'latitude', value: '-1.291667' },
      { name: 'longitude', value: '36.8219' },
    ]);
  });

  it('refuses what a basemap cannot draw beside the field, and sends nothing', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'Map settings' });
    await retype('Map basemap', 'https://tiles.example.org/{z}/{x}/{y}.png');
    await retype('Satellite basemap', 'http://tiles.example.org/{z}/{x}/{y}.png');
    await retype('Latitude', '95');
    await save();
    const message = 'This field does not accept this address. See the examples above.';
    await waitFor(() => expect(field('Map basemap').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByText('Latitude must be a number between -90 and 90')).toBeTruthy();
    expect(document.activeElement).toBe(field('Latitude'));
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's refusal beside the field it names (by its place in the list sent)", async () => {
    const fake = settingsRoutes();
    renderWithFieldwatch(<MapSettings />, {
      user: administrator,
      routes: { ...fake.routes, 'PUT /options': () => fail(400, 'VALIDATION_ERROR', { fields: { '1.value': 'basemapInvalid' } }) },
    });
    await screen.findByRole('heading', { name: 'Map settings' });
    await userEvent.selectOptions(screen.getByLabelText('Default zoom'), '9');
    await retype('Satellite basemap', 'mapbox://styles/mapbox/satellite-v9');
    await save();
    expect(await screen.findByText('Check fields validations')).toBeTruthy();
    expect(field('Satellite basemap').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field does not accept this address. See the examples above.')).toBeTruthy();
    expect(screen.getByLabelText('Default zoom').getAttribute('aria-invalid')).toBeNull();
  });

  it('says "Nothing has changed" instead of sending an empty list', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'Map settings' });
    await save();
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("names the server's default style, and warns that Mapbox styles need the server's token", async () => {
    renderSettings({}, { mapbox_token: '', style_url: 'https://tiles.example.org/style.json' });
    await screen.findByRole('heading', { name: 'Map settings' });
    const help = document.getElementById(field('Map basemap').getAttribute('aria-describedby')!)!;
    await waitFor(() =>
      expect(help.textContent).toContain(
        'Leave empty for the server’s default style (https://tiles.example.org/style.json): a street map that needs the network',
      ),
    );
    expect(screen.queryByText(/MAPBOX_TOKEN/)).toBeNull();
    await retype('Map basemap', 'mapbox://styles/mapbox/streets-v12');
    expect(await screen.findByText(/The server has no Mapbox token \(MAPBOX_TOKEN\)/)).toBeTruthy();
  });

  it('offers the satellite preview only when a satellite basemap is given', async () => {
    renderSettings();
    await screen.findByRole('heading', { name: 'Map settings' });
    const choices = screen.getByRole('radiogroup', { name: 'Basemap shown in the preview' });
    expect(within(choices).getByLabelText<HTMLInputElement>('Satellite').disabled).toBe(true);
    expect(within(choices).getByLabelText<HTMLInputElement>('Map').checked).toBe(true);
  });

  it('reads in Arabic, with addresses and examples left to right', async () => {
    renderSettings({}, undefined, 'ar');
    expect(await screen.findByRole('heading', { name: 'إعدادات الخريطة' })).toBeTruthy();
    expect(field('الخريطة الأساسية «خريطة»').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('mapbox://styles/mapbox/streets-v12').getAttribute('dir')).toBe('ltr');
  });
});

describe('map settings values', () => {
  it('leaves out a coordinate that only changed in form, and a zoom written differently', () => {
    const stored = {
      latitude: '51.5285582',
      longitude: '-0.2416815',
      zoom: '11',
      basemap_map: '',
      basemap_satellite: '',
      basemap_satellite_attribution: '',
    } as Options;
    expect(mapSettingsChanges(stored, { ...mapSettingsValues(stored), latitude: '51.528558', zoom: '11.0' })).toEqual([]);
    expect(mapSettingsChanges(stored, { ...mapSettingsValues(stored), latitude: '51.5286' })).toEqual([
      { name: 'latitude', value: '51.5286' },
    ]);
  });

  it('turns a view of the preview into field values: 6 decimals, longitude wrapped, a whole zoom from 0 to 22', () => {
    expect(viewValues({ latitude: -1.29166666, longitude: 396.8219, zoom: 12.6 })).toEqual({
      latitude: '-1.291667',
      longitude: '36.8219',
      zoom: '13',
    });
    expect(viewValues({ latitude: 0, longitude: -180, zoom: 23.4 })).toEqual({ latitude: '0', longitude: '-180', zoom: '22' });
  });
});
