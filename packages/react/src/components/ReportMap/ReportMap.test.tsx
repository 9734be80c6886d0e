import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { encodePoints, pointsMediaType, type Layer, type MapFrame } from '@fieldwatch/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { useReportsStore } from '../../provider/useReports.js';
import { MapItems } from './MapItems.js';
import { MapOptions } from './MapOptions.js';
import { ReportMap } from './ReportMap.js';
import { ReportPopup } from './ReportPopup.js';
import { useMapPreferences } from './useMapPreferences.js';

const packedAnswer = (count: number) => ({
  status: 200,
  body: new Blob([
    encodePoints({
      ids: Uint32Array.from({ length: count }, (_, i) => i + 1),
      lat: Int32Array.from({ length: count }, (_, i) => 51_500_000 + i * 1000),
      lng: Int32Array.from({ length: count }, () => -200_000),
      flags: new Uint8Array(count),
    }).slice().buffer,
  ]),
  headers: { 'content-type': pointsMediaType },
});

afterEach(() => localStorage.clear());

describe('ReportMap without WebGL (happy-dom has none)', () => {
  it('says so, points to the list, and still says how many reports match the filters', async () => {
    renderWithFieldwatch(<ReportMap center={[-0.24, 51.53]} zoom={11} />, {
      user: makeUser(),
      routes: { 'POST /reports/geo': () => packedAnswer(3), 'GET /layers': () => ({ status: 200, body: { data: [], total: 0 } }) },
    });
    expect(await screen.findByText('This device cannot draw the map. The report list shows the same reports.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-fieldwatch-map]')!.textContent).toContain('3 reports match the filters.'));
  });

  it('asks for the points of the filters the list applies, leaving them out past 50,000', async () => {
    let store: ReturnType<typeof useReportsStore> | undefined;
    function Grab() {
      store = useReportsStore();
      return null;
    }
    const { calls } = renderWithFieldwatch(
      <>
        <Grab />
        <ReportMap center={[0, 0]} zoom={3} />
      </>,
      { user: makeUser(), routes: { 'POST /reports/geo': () => packedAnswer(1), 'POST /reports': () => ok([]) } },
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/reports/geo')).toBe(true));
    expect(calls.find((call) => call.path === '/reports/geo')!.body).toEqual({ filters: {}, max: 50_000 });
    await act(async () => {
      store!.getState().setDraft({ verified: [1] });
      await store!
        .getState()
        .apply()
        .catch(() => undefined);
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/reports/geo').at(-1)!.body).toEqual({ filters: { verified: [1] }, max: 50_000 }),
    );
  });
});

const frame: MapFrame = {
  clusters: [
    { key: 4, lng: 0, lat: 51, count: 12 },
    { key: 9, lng: 1, lat: 51, count: 250 },
  ],
  points: [
    { id: 31, lng: -0.2, lat: 51.5, flags: 2 },
    { id: 32, lng: 5, lat: 51.5, flags: 4 },
  ],
};

describe('a public map its host listens to', () => {
  it('tells the host, once, with the catalogue code when the reports cannot be loaded', async () => {
    const onError = vi.fn();
    renderWithFieldwatch(<ReportMap scope="public" center={[0, 0]} zoom={3} onError={onError} />, {
      routes: { 'POST /public/reports/geo': () => fail(403, 'INACTIVE_FEATURE') },
    });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith('INACTIVE_FEATURE');
  });
});

describe('the keyboard list of what is in view', () => {
  it('lists the biggest clusters first, then the nearest reports with their state, and rings the focused one', async () => {
    const onCluster = vi.fn();
    const onReport = vi.fn();
    const onFocusItem = vi.fn();
    renderWithFieldwatch(
      <MapItems frame={frame} center={[-0.2, 51.5]} onCluster={onCluster} onReport={onReport} onFocusItem={onFocusItem} />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Cluster of 250 reports',
      'Cluster of 12 reports',
      'Report 31Urgent',
      'Report 32Closed',
    ]);

    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(items[0]);
    expect(onFocusItem).toHaveBeenLastCalledWith('c9');
    await user.keyboard('{Enter}');
    expect(onCluster).toHaveBeenCalledWith(frame.clusters[1]);
    await user.tab();
    await user.tab();
    expect(onFocusItem).toHaveBeenLastCalledWith('r31');
    await user.keyboard('{Enter}');
    expect(onReport).toHaveBeenCalledWith(frame.points[0]);
    fireEvent.blur(items[2]!);
    expect(onFocusItem).toHaveBeenLastCalledWith(null);
  });

  it('lists 60 at most and says how many more are in view', () => {
    const many: MapFrame = { clusters: [], points: Array.from({ length: 75 }, (_, i) => ({ id: i + 1, lng: i / 100, lat: 0, flags: 0 })) };
    renderWithFieldwatch(<MapItems frame={many} center={[0, 0]} onCluster={vi.fn()} onReport={vi.fn()} onFocusItem={vi.fn()} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(screen.getByText('15 more items are in view: zoom in to reach them.')).toBeTruthy();
  });

  it('says when nothing is in view, in Arabic too', () => {
    renderWithFieldwatch(
      <MapItems frame={{ clusters: [], points: [] }} center={[0, 0]} onCluster={vi.fn()} onReport={vi.fn()} onFocusItem={vi.fn()} />,
      { language: 'ar' },
    );
    expect(screen.getByText('لا شيء في العرض. صغّر الخريطة أو حرّكها.')).toBeTruthy();
  });
});

const layer = (id: number, name: string): Layer => ({
  id,
  organization: { id: 1, name: 'Field Team North' },
  name: { en_US: name, fr_FR: `${name} (fr)` },
  type: 'vector',
  colour: '#aa3300',
  raster: null,
  vectorSource: 'file',
  vectorTileset: null,
  vectorLayerName: null,
  vectorGeometry: null,
  file: { features: 3, bytes: 400, geometries: ['fill'], version: 'abc' },
  created_date: '2026-11-01T00:00:00.000Z',
  updated_date: '2026-11-01T00:00:00.000Z',
});

describe('the map options', () => {
  it('offers satellite only when it is set up, each layer by its name in the interface language, and the legend', async () => {
    const onBasemap = vi.fn();
    const onLayerShown = vi.fn();
    const props = {
      basemap: 'map' as const,
      onBasemap,
      layers: [layer(1, 'Districts'), layer(2, 'Wells')],
      layersStatus: 'ready' as const,
      hiddenLayers: [2],
      failedLayers: new Set([1]),
      onLayerShown,
    };
    const { unmount } = renderWithFieldwatch(<MapOptions {...props} satellite={false} language="fr" />, { language: 'fr' });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Districts (fr)' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Wells (fr)' }).checked).toBe(false);
    expect(screen.getByText('« Districts (fr) » n’a pas pu être affichée.')).toBeTruthy();
    expect(screen.getByText('Marqueurs')).toBeTruthy();

    unmount();
    renderWithFieldwatch(<MapOptions {...props} satellite language="fr" />, { language: 'fr' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Satellite' }));
    expect(onBasemap).toHaveBeenCalledWith('satellite');
    await user.click(screen.getByRole('checkbox', { name: 'Wells (fr)' }));
    expect(onLayerShown).toHaveBeenCalledWith(2, true);
  });

  it('keeps each user’s choices in this browser, apart from another user’s', async () => {
    function Choices({ userId }: { userId: number }) {
      const { preferences, setBasemap, setLayerShown } = useMapPreferences(userId);
      return (
        <>
          <output>{`${preferences.basemap} ${preferences.hiddenLayers.join(',')}`}</output>
          <button onClick={() => setBasemap('satellite')}>satellite</button>
          <button onClick={() => setLayerShown(5, false)}>hide 5</button>
        </>
      );
    }
    const { unmount } = renderWithFieldwatch(<Choices userId={7} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('satellite'));
    await user.click(screen.getByText('hide 5'));
    expect(screen.getByRole('status').textContent).toBe('satellite 5');
    unmount();
    renderWithFieldwatch(<Choices userId={7} />);
    expect(screen.getByRole('status').textContent).toBe('satellite 5');
    expect(JSON.parse(localStorage.getItem('fieldwatch.map.7')!)).toEqual({ basemap: 'satellite', hiddenLayers: [5] });
    renderWithFieldwatch(<Choices userId={8} />);
    expect(screen.getAllByRole('status')[1]!.textContent).toBe('map ');
  });
});

describe('the popup of a marker', () => {
  const popup = {
    id: 5,
    title: 'Flooded market',
    excerpt: 'Water rose over the stalls.',
    event_date: '2026-11-20T08:05:00.000Z',
    author: { id: 3, username: 'northadmin' },
    image: '/api/media/8?size=small&v=1&exp=1&sig=x',
    media: { images: 2, videos: 0, audios: 1, documents: 1 },
  };

  it('shows title, date, author, description, first image and media counts, fetched when it opens, and leads to the report', async () => {
    const { calls } = renderWithFieldwatch(<ReportPopup id={5} reportHref={(id) => `/report/${id}`} focusOnLoad={false} />, {
      user: makeUser(),
      routes: { 'GET /reports/geo/5': () => ok(popup) },
    });
    expect(screen.getByRole('status').textContent).toBe('Loading the report…');
    expect(await screen.findByRole('heading', { name: 'Flooded market' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/reports/geo/5');
    expect(screen.getByText('2026-11-20 8:05 (UTC)')).toBeTruthy();
    expect(screen.getByText('By northadmin')).toBeTruthy();
    expect(screen.getByText('Water rose over the stalls.')).toBeTruthy();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'First photo of the report' }).src).toContain('/api/media/8');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 photos',
      'No video',
      '1 audio recording',
      '1 document',
    ]);
    expect(screen.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe('/report/5');
  });

  it('takes the focus when opened from the keyboard, and offers a retry when the report cannot be loaded', async () => {
    let fail = true;
    renderWithFieldwatch(<ReportPopup id={5} reportHref={(id) => `/report/${id}`} focusOnLoad />, {
      user: makeUser(),
      routes: {
        'GET /reports/geo/5': () => (fail ? { status: 404, body: { error: { type: 'RESOURCE_NOT_FOUND', message: 'x' } } } : ok(popup)),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This report could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: 'Flooded market' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
