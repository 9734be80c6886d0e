import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@fieldwatch/core';
import type { FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeEntry, makeMedia, tagGroups } from '@fieldwatch/testing/reportDetailFixtures';
import { renderReportScreen } from '../../../test/renderReportDetail.js';
import { ActivityFeed, type ActivityFeedProps } from './ActivityFeed.js';

const list = (data: ActivityEntry[], total = data.length) => ({ status: 200, body: { data, total } });

function renderFeed(route: FakeRoute, props: Partial<ActivityFeedProps> = {}) {
  const rendered = renderReportScreen(<ActivityFeed reportId={42} tagGroups={tagGroups} {...props} />, {
    routes: { 'GET /report/42/activity': route },
  });
  const asked = () => rendered.queries.filter((q) => q.path === '/report/42/activity').map((q) => q.query);
  return { ...rendered, asked };
}

describe('ActivityFeed', () => {
  it('says every event in words: usernames, labels, counts by kind, tag names', async () => {
    const entries: ActivityEntry[] = [
      makeEntry(14, { event: 'media', data: { images: 2, videos: 1, audios: 0, pdfs: 1 } }),
      makeEntry(13, { event: 'edit_assignee', data: { from: null, to: { id: 12, username: 'fieldlead' } } }),
      makeEntry(12, { event: 'edit_assignee', data: { from: { id: 12, username: 'fieldlead' }, to: null } }),
      makeEntry(11, { event: 'urgency', data: { from: null, to: 'critical' } }),
      makeEntry(10, { event: 'visibility', data: { from: 'private', to: 'public' } }),
      makeEntry(9, { event: 'lifecycle', data: { from: 'closed', to: 'started', reason: 'comment' } }),
      makeEntry(8, { event: 'lifecycle', data: { from: 'started', to: 'closed' } }),
      makeEntry(7, { event: 'tags', data: { added: [11, 22], removed: [12], text: { '3': 'Bridge 4' } } }),
      makeEntry(6, { event: 'location', data: { from: { latitude: 1, longitude: 2 }, to: { latitude: 51.528558, longitude: -0.241682 } } }),
      makeEntry(5, { event: 'title', data: { from: 'Flood', to: 'Flooded road' } }),
      makeEntry(4, { event: 'unverify' }),
      makeEntry(3, { event: 'lifecycle', data: { from: 'closed', to: 'started', reason: 'edit' } }),
      makeEntry(2, { event: 'content', data: { from: 'a', to: 'b' } }),
      makeEntry(1, { event: 'created', author: null }),
    ];
    renderFeed(() => list(entries));
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    const lines = items.map((item) => item.textContent ?? '');
    [
      'northadmin added 2 images, 1 video, and 1 PDF',
      'northadmin assigned the report to fieldlead',
      'northadmin removed fieldlead as assignee',
      'northadmin changed the urgency from No urgency to Critical',
      'northadmin changed the visibility from Private to Public',
      'northadmin commented on the closed report, which reopened it (Closed → In Progress)',
      'northadmin closed the report',
      'northadmin changed the categories',
      'northadmin moved the location from 1.0000, 2.0000 to 51.5286, -0.2417',
      'northadmin renamed the report from “Flood” to “Flooded road”',
      'northadmin marked the report as unverified',
      'northadmin edited the closed report, which reopened it (Closed → In Progress)',
      'northadmin edited the description',
      'Someone created the report',
    ].forEach((sentence, index) => expect(lines[index]).toContain(sentence));
    expect(lines[7]).toContain('Added: Flood and Homes');
    expect(lines[7]).toContain('Removed: Fire');
    expect(lines[7]).toContain('Landmark set to “Bridge 4”');
  });

  it('gives each entry its author color and a relative time with the date in its tooltip', async () => {
    renderFeed(() => list([makeEntry(13, { colour: '#1f77b4' })]));
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect((item.querySelector('[aria-hidden="true"]') as HTMLElement).style.background).toMatch(/#1f77b4|rgb\(31, 119, 180\)/);
    const time = item.querySelector('time')!;
    expect(time.getAttribute('title')).toBe('2026-03-04 8:13 (UTC)');
    expect(time.getAttribute('dateTime')).toBe('2026-03-04T08:13:00.000Z');
    expect(time.textContent).toMatch(/ago/);
  });

  it('shows a comment with its text and its attachments', async () => {
    const reply = makeEntry(5, {
      event: 'reply',
      data: { comment_id: 77, content: 'On my way' },
      media: [makeMedia({ name: 'bridge.jpg' })],
    });
    renderFeed(() => list([reply]));
    expect(await screen.findByText('northadmin commented')).toBeTruthy();
    expect(screen.getByText('On my way')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open image: bridge.jpg' })).toBeTruthy();
  });

  it('loads pages of 20 up to the total, then offers no more', async () => {
    const entries = Array.from({ length: 45 }, (_, index) => makeEntry(45 - index));
    let offset = 0;
    const { asked } = renderFeed(() => {
      const page = list(entries.slice(offset, offset + 20), entries.length);
      offset += 20;
      return page;
    });
    expect(await screen.findByText('Showing 20 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 40 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 45 of 45')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked()).toEqual([
      { limit: '20', offset: '0' },
      { limit: '20', offset: '20' },
      { limit: '20', offset: '40' },
    ]);
  });

  it('refresh fetches 30 and keeps only the entries newer than the first shown', async () => {
    let entries = [makeEntry(3), makeEntry(2), makeEntry(1)];
    const { asked } = renderFeed(() => list(entries));
    expect(await screen.findByText('Showing 3 of 3')).toBeTruthy();
    entries = [makeEntry(5, { event: 'unverify' }), makeEntry(4, { event: 'created' }), ...entries];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Showing 5 of 5')).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('marked the report as unverified');
    expect(asked()[1]).toEqual({ limit: '30', offset: '0' });
  });

  it('refreshes when its refreshKey changes', async () => {
    const { rerender, asked } = renderFeed(() => list([makeEntry(1)]), { refreshKey: 0 });
    await screen.findByText('Showing 1 of 1');
    rerender(<ActivityFeed reportId={42} tagGroups={tagGroups} refreshKey={1} />);
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toEqual({ limit: '30', offset: '0' });
  });

  it('says so when there is no activity yet', async () => {
    renderFeed(() => list([]));
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });

  it('names tags and groups deleted since by the names the entry kept', async () => {
    const removal = makeEntry(1, {
      event: 'tags',
      data: {
        added: [],
        removed: [99],
        names: { '99': { en_US: 'Sinkhole', fr_FR: 'Effondrement' } },
        text: { '77': '' },
        removed_text: { '77': 'Left by the gate' },
        groups: { '77': { en_US: 'Old notes', fr_FR: 'Anciennes notes' } },
      },
    });
    renderFeed(() => list([removal]));
    const line = within(await screen.findByRole('list')).getByRole('listitem').textContent;
    expect(line).toContain('Removed: Sinkhole');
    expect(line).toContain('Old notes removed (was “Left by the gate”)');
  });

  it('names tags in the interface language', async () => {
    renderReportScreen(<ActivityFeed reportId={42} tagGroups={tagGroups} />, {
      language: 'fr',
      routes: { 'GET /report/42/activity': () => list([makeEntry(1, { event: 'tags', data: { added: [11], removed: [] } })]) },
    });
    expect(await screen.findByText(/Inondation/)).toBeTruthy();
  });
});
