import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/harness.js';
import { mediaUrlExpiry, signMediaUrl, verifyMediaSignature } from './signing.js';

let time = Date.parse('2025-03-10T10:20:00Z');
const config = testConfig();
const ctx = { config, now: () => new Date(time) };
afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

/** What the serving route reads from a URL. */
function checkOf(url: string) {
  const parsed = new URL(url, 'http://fieldwatch.test');
  const query = parsed.searchParams;
  return {
    mediaId: parsed.pathname.split('/').pop()!,
    size: query.get('size'),
    exp: query.get('exp') ?? '',
    sig: query.get('sig') ?? '',
    viewerId: query.get('v') ?? undefined,
  };
}

describe('media URL expiry', () => {
  it('is an hour ahead rounded up to the full hour, so URLs stay the same within an hour', () => {
    expect(mediaUrlExpiry(new Date('2025-03-10T10:20:00Z')).toISOString()).toBe('2025-03-10T12:00:00.000Z');
    expect(mediaUrlExpiry(new Date('2025-03-10T10:59:59.999Z')).toISOString()).toBe('2025-03-10T12:00:00.000Z');
    expect(mediaUrlExpiry(new Date('2025-03-10T10:00:00Z')).toISOString()).toBe('2025-03-10T11:00:00.000Z');
    const early = signMediaUrl(ctx, {
      mediaId: 7,
      size: 'small',
      viewerId: 3,
      expiresAt: mediaUrlExpiry(new Date('2025-03-10T10:01:00Z')),
    });
    const late = signMediaUrl(ctx, { mediaId: 7, size: 'small', viewerId: 3, expiresAt: mediaUrlExpiry(new Date('2025-03-10T10:58:00Z')) });
    expect(early).toBe(late);
  });
});

describe('signed media URLs', () => {
  const expiresAt = new Date('2025-03-10T12:00:00Z');

  it('carries size, viewer, expiry and signature, and verifies for that viewer', () => {
    const url = signMediaUrl(ctx, { mediaId: 42, size: 'thumbnail', viewerId: 9, expiresAt });
    expect(url).toMatch(/^\/api\/media\/42\?size=thumbnail&v=9&exp=1741608000&sig=[A-Za-z0-9_-]{43}$/);
    expect(verifyMediaSignature(ctx, checkOf(url))).toEqual({ viewerId: 9 });
    // numbers work as well as the query's strings
    expect(verifyMediaSignature(ctx, { mediaId: 42, size: 'thumbnail', exp: 1741608000, sig: checkOf(url).sig, viewerId: 9 })).toEqual({
      viewerId: 9,
    });
  });

  it('leaves the size out for the original', () => {
    const url = signMediaUrl(ctx, { mediaId: 42, size: null, viewerId: 9, expiresAt });
    expect(url).not.toContain('size=');
    expect(verifyMediaSignature(ctx, checkOf(url))).toEqual({ viewerId: 9 });
    expect(verifyMediaSignature(ctx, { ...checkOf(url), size: undefined })).toEqual({ viewerId: 9 });
  });

  it('refuses any change to what was signed', () => {
    const check = checkOf(signMediaUrl(ctx, { mediaId: 42, size: 'small', viewerId: 9, expiresAt }));
    expect(verifyMediaSignature(ctx, { ...check, mediaId: '43' })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, size: 'large' })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, size: null })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, viewerId: '10' })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, exp: String(Number(check.exp) + 3600) })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, sig: check.sig.slice(0, -1) + (check.sig.endsWith('A') ? 'B' : 'A') })).toBeNull();
  });

  it('refuses malformed values rather than reading them loosely', () => {
    const check = checkOf(signMediaUrl(ctx, { mediaId: 42, size: 'small', viewerId: 9, expiresAt }));
    expect(verifyMediaSignature(ctx, { ...check, viewerId: undefined })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, viewerId: '09' })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, mediaId: '42.0' })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, size: 'huge' })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, sig: `${check.sig}=` })).toBeNull();
    expect(verifyMediaSignature(ctx, { ...check, sig: '' })).toBeNull();
  });

  it('expires at exp', () => {
    const check = checkOf(signMediaUrl(ctx, { mediaId: 42, size: 'small', viewerId: 9, expiresAt }));
    time = Date.parse('2025-03-10T11:59:59Z');
    expect(verifyMediaSignature(ctx, check)).toEqual({ viewerId: 9 });
    time = Date.parse('2025-03-10T12:00:00Z');
    expect(verifyMediaSignature(ctx, check)).toBeNull();
    time = Date.parse('2025-03-10T10:20:00Z');
  });

  it('is bound to the server secret', () => {
    const check = checkOf(signMediaUrl(ctx, { mediaId: 42, size: 'small', viewerId: 9, expiresAt }));
    const otherServer = { ...ctx, config: { ...config, jwtSecret: randomBytes(32).toString('base64url') } };
    expect(verifyMediaSignature(otherServer, check)).toBeNull();
  });
});
