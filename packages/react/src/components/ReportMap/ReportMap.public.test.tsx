import { screen, waitFor } from '@testing-library/react';
import { createLocalClusterEngine, PointsFetchError, type ClusterEngine } from '@fieldwatch/core';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '@fieldwatch/testing/fakeApi';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ReportMap } from './ReportMap.js';

// happy-dom has no Worker: an engine that fetches the points itself, as the cluster worker does in a
// browser (an answer that is not the points rejects with its status and parsed body)
vi.mock('../../map/workerClusterEngine.js', () => ({
  createWorkerClusterEngine: (): ClusterEngine => ({
    ...createLocalClusterEngine(true),
    fetchPoints: async (request) => {
      const response = await fetch(request.url, request.init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not the envelope
      }
      throw new PointsFetchError(response.status, body);
    },
  }),
}));

describe('the public map (partner pages)', () => {
  it('says the public reports are not shown while the public-site map is off, rather than failing with a retry', async () => {
    const { calls } = renderWithFieldwatch(<ReportMap scope="public" center={[-0.24, 51.53]} zoom={11} />, {
      routes: { 'POST /public/reports/geo': () => fail(403, 'INACTIVE_FEATURE') },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Public reports are not shown at the moment.'));
    const map = document.querySelector('[data-fieldwatch-map]')!;
    // the text alternative says it too, rather than "loading" for ever
    expect(map.querySelector('p')!.textContent).toBe('Public reports are not shown at the moment.');
    expect(map.textContent).not.toContain('The map could not load the reports.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.some((call) => call.path === '/public/reports/geo')).toBe(true);
  });

  it('still offers a retry when the public map fails for another reason', async () => {
    renderWithFieldwatch(<ReportMap scope="public" center={[-0.24, 51.53]} zoom={11} />, {
      routes: { 'POST /public/reports/geo': () => fail(500, 'SERVER_ERROR') },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The map could not load the reports.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Public reports are not shown at the moment.');
  });
});
