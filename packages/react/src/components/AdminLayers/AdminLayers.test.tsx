import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, limits, type LanguageCode, type LayerInput, type Options, type User } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { layerRoutes, makeLayer, sampleLayers } from '@fieldwatch/testing/layerFixtures';
import { jsonPart } from '../../../test/multipart.js';
import { renderWithFieldwatch } from '../../../test/render.js';
import { AdminLayers } from './AdminLayers.js';

const admin = makeUser({ id: 1, username: 'admin', role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] });
const northAdmin = makeUser();

function renderTab(options: { user?: User; options?: Partial<Options>; routes?: Record<string, FakeRoute>; language?: LanguageCode } = {}) {
  const rendered = renderWithFieldwatch(<AdminLayers />, {
    user: options.user ?? northAdmin,
    routes: { ...layerRoutes(), ...options.routes },
    ...(options.language ? { language: options.language } : {}),
  });
  act(() =>
    rendered.options.setState({ status: 'ready', options: { ...defaultOptions, languages_enabled: 'en_US,fr_FR', ...options.options } }),
  );
  return rendered;
}

const layerCalls = (calls: RecordedCall[], method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/organization/1/layer'));

describe('AdminLayers', () => {
  it("lists the organization's layers: name in the interface language, kind and color", async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Layers of Field Team North' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Flood zones', 'Raster tiles', '#1f77b4', 'EditDelete'],
      ['Water', 'Mapbox tileset', '#0055aa', 'EditDelete'],
      ['Wells', 'Uploaded file, 12 features', '#d62728', 'EditDelete'],
    ]);
    expect(screen.getByRole('button', { name: 'Edit Water' })).toBeTruthy();
  });

  it('shows names in the language of the interface', async () => {
    renderTab({ language: 'fr' });
    const table = await screen.findByRole('table', { name: 'Couches de Field Team North' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Zones inondables', 'Eau', 'Puits']);
  });

  it('creates a raster layer: a name per enabled language and the URL, checked as the user types', async () => {
    const created = makeLayer(9, { name: { en_US: 'Roads', fr_FR: 'Routes' }, raster: 'https://tiles.example.org/roads/{z}/{x}/{y}.png' });
    const { calls } = renderTab({ routes: { 'POST /organization/1/layer': () => ({ status: 201, body: { data: created } }) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a layer' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New layer' }));

    await user.type(screen.getByLabelText('Name (English)'), 'Roads');
    await user.type(screen.getByLabelText('Name (Français)'), 'Routes');
    const url = screen.getByRole('textbox', { name: 'Tile URL' });
    await user.type(url, 'http://tiles.example.org/roads/{{z}/{{x}/{{y}.png');
    await user.tab();
    expect(await screen.findByText('The URL must start with https://')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    await user.clear(url);
    await user.type(url, 'https://tiles.example.org/roads/{{z}/{{x}/{{y}.png');
    await user.click(screen.getByRole('button', { name: 'Create layer' }));

    await waitFor(() => expect(layerCalls(calls, 'POST')).toHaveLength(1));
    const { colour, ...fields } = layerCalls(calls, 'POST')[0]!.body as LayerInput;
    expect(fields).toEqual({
      name: { en_US: 'Roads', fr_FR: 'Routes' },
      type: 'raster',
      raster: 'https://tiles.example.org/roads/{z}/{x}/{y}.png',
    });
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(await screen.findByText('Layer created')).toBeTruthy();
    // the list is read again and the form gives way to the button that opens it
    await waitFor(() => expect(layerCalls(calls, 'GET')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'New layer' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a layer' })));
  });

  it("needs every enabled language and shows the server's field errors beside their fields", async () => {
    renderTab({
      routes: {
        'POST /organization/1/layer': () =>
          fail(400, 'VALIDATION_ERROR', { fields: { raster: 'rasterUrlUnable', 'name.fr_FR': 'layerNameExceeded' } }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a layer' }));
    await user.type(screen.getByLabelText('Name (English)'), 'Roads');
    await user.click(screen.getByRole('button', { name: 'Create layer' }));
    expect((await screen.findAllByText('Required Field')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Name (Français)').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Name (Français)'), 'Routes');
    await user.type(screen.getByRole('textbox', { name: 'Tile URL' }), 'https://tiles.example.org/{{z}/{{x}/{{y}.png');
    await user.click(screen.getByRole('button', { name: 'Create layer' }));
    expect(await screen.findByText('Unable to load a tile from this URL')).toBeTruthy();
    expect(screen.getByText(`Layer name must be ${limits.layerNameMax} characters or fewer`)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Check fields validations');
  });

  it('uploads a file for a vector layer, as multipart with the fields as JSON', async () => {
    const created = makeLayer(10, {
      type: 'vector',
      raster: null,
      vectorSource: 'file',
      file: { features: 3, bytes: 900, geometries: ['fill'], version: 'abcdef0123456789' },
    });
    const { calls } = renderTab({
      routes: {
        'POST /organization/1/layer': ({ body }) =>
          (body as FormData).get('file') instanceof Blob && jsonPart<LayerInput>(body as FormData, 'layer').name.fr_FR === 'Districts'
            ? fail(400, 'VALIDATION_ERROR', { fields: { file: 'layerTooManyFeatures' }, data: 'The file holds 20001 features' })
            : { status: 201, body: { data: created } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a layer' }));
    await user.type(screen.getByLabelText('Name (English)'), 'Districts');
    await user.type(screen.getByLabelText('Name (Français)'), 'Districts');
    await user.click(screen.getByRole('radio', { name: 'Vector (points, lines, shapes)' }));
    await user.click(screen.getByRole('radio', { name: 'Uploaded file' }));
    expect(screen.getByText(`A zipped shapefile, a KML or KMZ file, or a GeoJSON file: at most 20 MB and 20,000 features.`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create layer' }));
    expect(await screen.findByText('Required Field')).toBeTruthy();

    const file = new File(['{"type":"FeatureCollection","features":[]}'], 'districts.geojson', { type: 'application/geo+json' });
    await user.upload(screen.getByLabelText(/^File/), file);
    expect(screen.getByText('Chosen: districts.geojson')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create layer' }));

    expect(await screen.findByText('This file has more than 20,000 features')).toBeTruthy();
    const sent = layerCalls(calls, 'POST')[0]!.body as FormData;
    const { colour, ...fields } = jsonPart<LayerInput>(sent, 'layer');
    expect(fields).toEqual({ name: { en_US: 'Districts', fr_FR: 'Districts' }, type: 'vector', vectorSource: 'file' });
    expect(typeof colour).toBe('string');
    expect((sent.get('file') as File).name).toBe('districts.geojson');
  });

  it('refuses, before sending, a file of another kind or over the size limit', async () => {
    const { calls } = renderTab();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Add a layer' }));
    await user.click(screen.getByRole('radio', { name: 'Vector (points, lines, shapes)' }));
    await user.click(screen.getByRole('radio', { name: 'Uploaded file' }));
    const input = screen.getByLabelText(/^File/);
    expect(input.getAttribute('accept')).toBe('.zip,.kml,.kmz,.geojson,.json');

    await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('This type of file is not accepted')).toBeTruthy();
    await user.upload(input, new File([new Uint8Array(limits.layerUploadMaxBytes + 1)], 'big.zip', { type: 'application/zip' }));
    expect(await screen.findByText('This file is larger than 20 MB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create layer' }));
    expect(layerCalls(calls, 'POST')).toHaveLength(0);
  });

  it('edits a layer and sends only what changed', async () => {
    const { calls } = renderTab({
      routes: { 'PUT /organization/1/layer/2': ({ body }) => ok({ ...sampleLayers[1], ...(body as object) }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Water' }));
    const heading = screen.getByRole('heading', { name: 'Edit the layer “Water”' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Tileset/ }).value).toBe('mapbox://mapbox.mapbox-streets-v8');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Geometry' }).value).toBe('fill');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();

    const layerName = screen.getByRole('textbox', { name: 'Layer name in the tileset' });
    await user.clear(layerName);
    await user.type(layerName, 'waterway');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ vectorLayerName: 'waterway' });
    expect(await screen.findByText('Layer updated')).toBeTruthy();
  });

  it('says what an uploaded layer holds and keeps its file unless another is chosen', async () => {
    const { calls } = renderTab({ routes: { 'PUT /organization/1/layer/3': () => ok(sampleLayers[2]) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Wells' }));
    expect(screen.getByText('Current file: 12 features. Choose a file to replace it.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Name (English)'));
    await user.type(screen.getByLabelText('Name (English)'), 'Water wells');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ name: { en_US: 'Water wells', fr_FR: 'Puits' } });
  });

  it('deletes a layer after a warning', async () => {
    const { calls } = renderTab({ routes: { 'DELETE /organization/1/layer/1': () => ok(true) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Flood zones' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this layer?' });
    expect(dialog.textContent).toContain(
      '“Flood zones” will disappear from every user’s map, and an uploaded file is deleted with it. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Flood zones' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete layer' }));
    expect(await screen.findByText('Layer deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/organization/1/layer/1']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets the Administrator choose the organization when organizations are shown', async () => {
    const { calls, unmount } = renderTab({ user: admin });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Layers of Field Team North' });
    await user.selectOptions(screen.getByLabelText('Organization'), '2');
    expect(await screen.findByText('This organization has no layers yet.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/organization/2/layers')).toBe(true);
    unmount();

    renderTab({ user: admin, options: { organizations_shown: '0' } });
    await screen.findByRole('table');
    expect(screen.queryByLabelText('Organization')).toBeNull();
  });

  it('acts on the organization chosen for the admin tabs, or the one it is given, without a choice of its own when told', async () => {
    const first = renderWithFieldwatch(<AdminLayers organizationPicker={false} />, { user: admin, routes: layerRoutes() });
    act(() => {
      first.options.setState({ status: 'ready', options: defaultOptions });
      first.session.getState().setOrganization(2);
    });
    expect(await screen.findByText('This organization has no layers yet.')).toBeTruthy();
    expect(screen.queryByLabelText('Organization')).toBeNull();
    first.unmount();

    const second = renderWithFieldwatch(<AdminLayers organizationId={1} />, { user: admin, routes: layerRoutes() });
    act(() => second.options.setState({ status: 'ready', options: defaultOptions }));
    expect(await screen.findByRole('table', { name: 'Layers of Field Team North' })).toBeTruthy();
    expect(screen.queryByLabelText('Organization')).toBeNull();
  });

  it('shows a Reader the layers without any way to change them', async () => {
    renderTab({ user: makeUser({ role: { id: 3, name: 'Reader', capabilities: [] } }) });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Kind', 'Colour']);
    expect(screen.queryByRole('button', { name: 'Add a layer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('says when the layers cannot be loaded and tries again', async () => {
    let attempts = 0;
    renderTab({
      routes: { 'GET /organization/1/layers': () => (++attempts === 1 ? fail(500, 'SERVER_ERROR') : ok(sampleLayers.slice(0, 1))) },
    });
    expect(await screen.findByText(/The layers could not be loaded/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
