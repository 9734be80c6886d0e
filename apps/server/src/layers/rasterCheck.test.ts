/** The raster URL test fetch and its SSRF guard, against a real local tile server (docs/layers.md). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canFetchTile, isPublicAddress } from './rasterCheck.js';
import { startTileServer, type TileServer } from './testing.js';

let tiles: TileServer;
beforeAll(async () => {
  tiles = await startTileServer();
});
afterAll(() => tiles.close());

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['64:ff9b::808:808', true], // NAT64 of 8.8.8.8
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // cloud metadata
    ['100.64.0.1', false], // CGNAT
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false], // IPv4-mapped loopback
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::7f00:1', false], // NAT64 of 127.0.0.1
    ['2002:7f00:1::', false], // 6to4
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('canFetchTile (private hosts allowed: test servers)', () => {
  const allowed = { allowPrivate: true, timeoutMs: 2000 };

  it('fetches tile 0/0/0, {s} as "a"', async () => {
    expect(await canFetchTile(`${tiles.base}/{z}/{x}/{y}.png`, allowed)).toBe(true);
    expect(await canFetchTile(`${tiles.base}/{s}/{z}/{x}/{y}.png`, allowed)).toBe(true);
    expect(tiles.requests).toContain('/a/0/0/0.png');
  });

  it('is unable when the tile is not 200', async () => {
    expect(await canFetchTile(`${tiles.base}/missing/{z}/{x}/{y}.png`, allowed)).toBe(false);
  });

  it('follows a redirect, but not more than 3', async () => {
    expect(await canFetchTile(`${tiles.base}/moved/{z}/{x}/{y}.png`, allowed)).toBe(true);
    const before = tiles.requests.length;
    expect(await canFetchTile(`${tiles.base}/loop/{z}/{x}/{y}.png`, allowed)).toBe(false);
    expect(tiles.requests.length - before).toBe(4);
  });

  it('is unable when nothing answers in time or the host does not exist', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const started = Date.now();
      expect(await canFetchTile(`http://127.0.0.1:${port}/{z}/{x}/{y}.png`, { allowPrivate: true, timeoutMs: 300 })).toBe(false);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    expect(await canFetchTile('http://no-such-host.invalid/{z}/{x}/{y}.png', allowed)).toBe(false);
  });
});

describe('canFetchTile (the guard, as in production)', () => {
  const production = { allowPrivate: false, timeoutMs: 2000 };

  it('never connects to a loopback address, literal or by name', async () => {
    const before = tiles.connections();
    // https to the local server: were a connection made, the server would see it (a TLS hello)
    expect(await canFetchTile(`https://127.0.0.1:${tiles.port}/{z}/{x}/{y}.png`, production)).toBe(false);
    expect(await canFetchTile(`https://localhost:${tiles.port}/{z}/{x}/{y}.png`, production)).toBe(false);
    expect(await canFetchTile(`https://[::1]:${tiles.port}/{z}/{x}/{y}.png`, production)).toBe(false);
    expect(await canFetchTile(`https://[::ffff:127.0.0.1]:${tiles.port}/{z}/{x}/{y}.png`, production)).toBe(false);
    expect(tiles.connections()).toBe(before);
  });

  it('refuses http://', async () => {
    const before = tiles.connections();
    expect(await canFetchTile(`${tiles.base}/{z}/{x}/{y}.png`, production)).toBe(false);
    expect(tiles.connections()).toBe(before);
  });
});
