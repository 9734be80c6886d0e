import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, indexedDbPersistence, rememberAnswered, scopedDatabaseName, type SubmissionEvent } from '@fieldwatch/core';
import { fakeApi, ok } from '@fieldwatch/testing/fakeApi';
import { switchFetch } from '@fieldwatch/testing/fetchSwitch';
import { makeReport } from '@fieldwatch/testing/reportDetailFixtures';
import { createBrowserSubmissionQueue } from './browserSubmissionQueue.js';

describe('createBrowserSubmissionQueue', () => {
  it('keeps a report in IndexedDB and sends it when the browser says it is back online', async () => {
    let up = false;
    const draft = makeReport({ status: 'draft', organization: { id: 5, name: 'Anonymous' } });
    const api = fakeApi({
      'POST /user/anonymous': () => {
        if (!up) throw new TypeError('Failed to fetch');
        return ok({ access_token: 'anon-1', expires_in: 3600, organization_id: 5 });
      },
      'POST /organization/5/report': () => ({ status: 201, body: { data: draft } }),
      'PUT /organization/5/report/42': () => ok({ ...draft, status: 'published' }),
    });
    switchFetch(api.fetch);
    // the form read this server's settings before: it answered
    rememberAnswered('/api');
    const queue = createBrowserSubmissionQueue(createClient({ baseURL: '/api', fetch: api.fetch }));
    const events: SubmissionEvent['type'][] = [];
    queue.getState().listen((event) => events.push(event.type));
    const input = {
      title: 'Flooded road',
      content: 'Water',
      event_date: '2026-03-04T05:06:07Z',
      latitude: 51.5,
      longitude: -0.2,
      taxonomies: {},
    };

    expect(await queue.getState().submit({ mode: 'anonymous', input, files: [] })).toMatchObject({ status: 'queued', stored: true });
    // kept in the database of this API base and nobody signed in
    expect(queue.getState().scope).toBe(`${location.origin}/api anonymous`);
    expect(await indexedDbPersistence(scopedDatabaseName(queue.getState().scope)).getAll()).toHaveLength(1);
    up = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => events).toEqual(['queued', 'sent']);
    expect(queue.getState().submissions).toEqual([]);
    queue.getState().dispose();
  });
});
