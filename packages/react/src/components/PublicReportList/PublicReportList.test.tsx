import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { renderWithFieldwatch } from '../../../test/render.js';
import { PublicReportList } from './PublicReportList.js';

const publicReport = (id: number) => ({
  id,
  title: `Public report ${id}`,
  content: `What happened at place ${id}`,
  event_date: '2026-11-20T10:00:00.000Z',
  created_date: '2026-11-20T10:05:00.000Z',
  latitude: 51.5,
  longitude: -0.2,
  organization_id: 1,
  tags: [],
  image: null,
  media: { images: 0, videos: 0, audios: 0, documents: 0 },
});

const page =
  (ids: number[], next: string | null): FakeRoute =>
  () => ({ status: 200, body: { data: ids.map(publicReport), total: 3, next } });

describe('PublicReportList', () => {
  it('shows the latest public reports, loads the next page on "Show more" and tells the host which was chosen', async () => {
    let calls = 0;
    const onSelect = vi.fn();
    renderWithFieldwatch(<PublicReportList pageSize={2} onSelect={onSelect} />, {
      routes: { 'GET /public/reports': (request) => (calls++ === 0 ? page([3, 2], 'c2')(request) : page([1], null)(request)) },
    });
    expect(await screen.findByText('Public report 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more reports' }));
    expect(await screen.findByText('Public report 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more reports' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Public report 2/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('says so when the public map is turned off, and reports the code', async () => {
    const onError = vi.fn();
    renderWithFieldwatch(<PublicReportList onError={onError} />, {
      routes: { 'GET /public/reports': () => fail(403, 'INACTIVE_FEATURE') },
    });
    expect(await screen.findByText('Public reports are not shown at the moment.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('INACTIVE_FEATURE');
  });

  it('links to the host page of a report when given an address', async () => {
    renderWithFieldwatch(<PublicReportList reportHref={(id) => `/stories/${id}`} />, {
      routes: { 'GET /public/reports': page([7], null) },
    });
    expect((await screen.findByRole('link', { name: /Public report 7/ })).getAttribute('href')).toBe('/stories/7');
  });
});
