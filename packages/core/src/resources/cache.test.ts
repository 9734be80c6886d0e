import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client.js';
import { fakeFetch, urlOf } from '../../test/fetch.js';
import { createFolder } from '../api/folders.js';
import { createResourceCache, type ResourceLoader } from './cache.js';
import { resourceCacheOf } from './clientCache.js';
import { foldersResource } from './resources.js';

/** A loader whose answers the test gives, one request at a time. */
function controlled<T>() {
  const requests: { signal: AbortSignal; previous: T | undefined; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const load: ResourceLoader<T> = (signal, previous) =>
    new Promise<T>((resolve, reject) => {
      requests.push({ signal, previous, resolve, reject });
    });
  return { load, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resource cache', () => {
  it('fetches a key once for every reader that asks while it is on its way, and shares the answer', async () => {
    const cache = createResourceCache();
    const { load, requests } = controlled<string[]>();
    const first = vi.fn();
    const second = vi.fn();
    cache.subscribe(['tags'], load, first);
    cache.subscribe(['tags'], load, second);
    const fetched = cache.fetch(['tags'], load);
    expect(requests).toHaveLength(1);
    expect(cache.snapshot(['tags'])).toMatchObject({ status: 'loading', fetching: true, data: undefined });

    requests[0]!.resolve(['flood']);
    expect(await fetched).toEqual(['flood']);
    expect(cache.snapshot(['tags'])).toEqual({ status: 'success', data: ['flood'], error: null, fetching: false });
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();

    // a reader arriving once the data is here reads it without a request
    cache.subscribe(['tags'], load, vi.fn());
    expect(requests).toHaveLength(1);
  });

  it('keeps one snapshot object until the state changes', () => {
    const cache = createResourceCache();
    expect(cache.snapshot(['nobody'])).toBe(cache.snapshot(['nobody']));
    expect(cache.snapshot(['nobody']).status).toBe('idle');
    cache.subscribe(['tags'], controlled<number>().load, vi.fn());
    expect(cache.snapshot(['tags'])).toBe(cache.snapshot(['tags']));
  });

  it('aborts the request when the last reader leaves, not while one remains', async () => {
    const cache = createResourceCache();
    const { load, requests } = controlled<number>();
    const leaveFirst = cache.subscribe(['report', 1], load, vi.fn());
    const leaveSecond = cache.subscribe(['report', 1], load, vi.fn());
    leaveFirst();
    await settle();
    expect(requests[0]!.signal.aborted).toBe(false);
    leaveSecond();
    await settle();
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(cache.snapshot(['report', 1]).status).toBe('idle');

    // an answer that comes anyway is not kept
    requests[0]!.resolve(1);
    await settle();
    expect(cache.snapshot(['report', 1]).status).toBe('idle');
  });

  it('keeps the request of a reader that leaves and comes back at once (a key change, strict mode)', async () => {
    const cache = createResourceCache();
    const { load, requests } = controlled<number>();
    cache.subscribe(['report', 1], load, vi.fn())();
    cache.subscribe(['report', 1], load, vi.fn());
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal.aborted).toBe(false);
  });

  it('fetches data nobody read meanwhile again for its next reader, showing what it held', async () => {
    const cache = createResourceCache();
    const { load, requests } = controlled<string>();
    const leave = cache.subscribe(['user', 7], load, vi.fn());
    requests[0]!.resolve('old');
    await settle();
    leave();
    await settle();
    cache.subscribe(['user', 7], load, vi.fn());
    expect(requests).toHaveLength(2);
    expect(requests[1]!.previous).toBe('old');
    expect(cache.snapshot(['user', 7])).toMatchObject({ status: 'success', data: 'old', fetching: true });
  });

  it('invalidates a key or a whole family by its prefix: what is read is fetched again at once', async () => {
    const cache = createResourceCache();
    const north = controlled<string[]>();
    const south = controlled<string[]>();
    const tags = controlled<string[]>();
    cache.subscribe(['folders', 1], north.load, vi.fn());
    cache.subscribe(['folders', 2], south.load, vi.fn());
    cache.subscribe(['tags'], tags.load, vi.fn());
    north.requests[0]!.resolve(['a']);
    south.requests[0]!.resolve(['b']);
    tags.requests[0]!.resolve(['t']);
    await settle();

    cache.invalidate(['folders', 1]);
    expect(north.requests).toHaveLength(2);
    expect(south.requests).toHaveLength(1);
    expect(cache.snapshot(['folders', 1])).toMatchObject({ data: ['a'], fetching: true });

    cache.invalidate(['folders']);
    expect(north.requests).toHaveLength(3);
    expect(south.requests).toHaveLength(2);
    expect(tags.requests).toHaveLength(1);
    // the request under way when the write came may hold the old data: replaced, not joined
    expect(north.requests[1]!.signal.aborted).toBe(true);
    north.requests[2]!.resolve(['a', 'new']);
    await settle();
    expect(cache.snapshot(['folders', 1])).toMatchObject({ status: 'success', data: ['a', 'new'], fetching: false });
  });

  it('fetches an invalidated key nobody reads only when it is next read', async () => {
    const cache = createResourceCache();
    const { load, requests } = controlled<number>();
    const leave = cache.subscribe(['tags'], load, vi.fn());
    requests[0]!.resolve(1);
    await settle();
    leave();
    await settle();
    cache.invalidate(['tags']);
    expect(requests).toHaveLength(1);
    expect(await Promise.race([cache.fetch(['tags'], load), settle().then(() => 'waiting')])).toBe('waiting');
    expect(requests).toHaveLength(2);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const cache = createResourceCache();
    const { load, requests } = controlled<string>();
    cache.subscribe(['report', 3], load, vi.fn());
    void cache.refetch(['report', 3]);
    expect(requests).toHaveLength(2);
    requests[1]!.resolve('newer');
    await settle();
    requests[0]!.resolve('older');
    await settle();
    expect(cache.snapshot(['report', 3]).data).toBe('newer');

    // nor an answer that left before a write's own answer was set
    void cache.refetch(['report', 3]);
    cache.set(['report', 3], 'written');
    requests[2]!.resolve('read before the write');
    await settle();
    expect(cache.snapshot(['report', 3])).toMatchObject({ status: 'success', data: 'written', fetching: false });
  });

  it('says when a request failed, keeping the data it had, and tries again on refetch', async () => {
    const cache = createResourceCache();
    const { load, requests } = controlled<string>();
    cache.subscribe(['popup', 5], load, vi.fn());
    const failure = new Error('offline');
    requests[0]!.reject(failure);
    await settle();
    expect(cache.snapshot(['popup', 5])).toEqual({ status: 'error', data: undefined, error: failure, fetching: false });

    const again = cache.refetch(['popup', 5]);
    expect(cache.snapshot(['popup', 5])).toMatchObject({ status: 'loading', fetching: true });
    requests[1]!.resolve('here');
    expect(await again).toBe('here');
    expect(cache.snapshot(['popup', 5])).toEqual({ status: 'success', data: 'here', error: null, fetching: false });

    void cache.refetch(['popup', 5]);
    requests[2]!.reject(failure);
    await settle();
    expect(cache.snapshot(['popup', 5])).toMatchObject({ status: 'error', data: 'here', error: failure });
  });

  it('refetches once with another loader (load more), then with the readers’ own', async () => {
    const cache = createResourceCache();
    const own = controlled<number[]>();
    const more = controlled<number[]>();
    cache.subscribe(['activity', 1], own.load, vi.fn());
    own.requests[0]!.resolve([1]);
    await settle();
    void cache.refetch(['activity', 1], more.load);
    expect(more.requests[0]!.previous).toEqual([1]);
    more.requests[0]!.resolve([1, 2]);
    await settle();
    cache.invalidate(['activity']);
    expect(own.requests).toHaveLength(2);
    expect(own.requests[1]!.previous).toEqual([1, 2]);
  });

  it('discards what was deleted: its request stops and nothing is fetched again now', () => {
    const cache = createResourceCache();
    const { load, requests } = controlled<string>();
    cache.subscribe(['report', 9], load, vi.fn());
    cache.discard(['report', 9]);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests).toHaveLength(1);
    expect(cache.snapshot(['report', 9]).fetching).toBe(false);
  });
});

describe('resource cache of a client', () => {
  it('is one per client, and a write through the client invalidates what it changed', async () => {
    let folders = [{ id: 1, name: 'Bridges' }];
    const fetch = fakeFetch((input, init) => {
      const url = urlOf(input);
      if (init?.method === 'POST') {
        folders = [...folders, { id: 2, name: 'Roads' }];
        return Response.json({ data: folders[1] });
      }
      expect(url).toBe('/api/organization/4/folders');
      return Response.json({ data: folders, total: folders.length });
    });
    const client = createClient({ fetch });
    const cache = resourceCacheOf(client);
    expect(resourceCacheOf(client)).toBe(cache);
    expect(resourceCacheOf(createClient({ fetch }))).not.toBe(cache);

    const { key, load } = foldersResource(client, 4);
    const heard = vi.fn();
    cache.subscribe(key, load, heard);
    await vi.waitFor(() => expect(cache.snapshot(key).status).toBe('success'));
    await createFolder(client, 4, { name: 'Roads' });
    await vi.waitFor(() =>
      expect(cache.snapshot<{ name: string }[]>(key).data?.map((folder) => folder.name)).toEqual(['Bridges', 'Roads']),
    );
  });
});
