import { describe, expect, it } from 'vitest';
import { isBasemapAccepted } from '../geo/basemaps.js';
import { rasterUrlProblem } from './layer.js';
import { optionsUpdateSchema } from './options.js';
import { isSettingsUrl, optionalSettingsUrlSchema, settingsUrlSchema } from './settingsUrl.js';

const refused = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://example.org/lessons',
  'http://localhost:8080/tiles/{z}/{x}/{y}.png',
  'https://user:secret@example.org/',
  'https://user@example.org/',
  'https:example.org',
  'https://',
  'ftp://example.org/',
  'https://exa mple.org/',
  `https://example.org/${'a'.repeat(2048)}`,
];

describe('the URL rule of settings', () => {
  it.each(refused)('refuses %s', (url) => {
    expect(isSettingsUrl(url)).toBe(false);
    expect(settingsUrlSchema.safeParse(url).error?.issues[0]?.message).toBe('urlHttpsOnly');
  });

  it('accepts an https address, trimmed; the optional form also accepts empty', () => {
    expect(settingsUrlSchema.parse('  https://example.org/lessons?x=1  ')).toBe('https://example.org/lessons?x=1');
    expect(optionalSettingsUrlSchema.parse('')).toBe('');
    expect(settingsUrlSchema.safeParse('').success).toBe(false);
  });

  it('accepts http only where the server allows it for tests', () => {
    expect(isSettingsUrl('http://127.0.0.1:9000/a', { allowHttp: true })).toBe(true);
    expect(isSettingsUrl('javascript:alert(1)', { allowHttp: true })).toBe(false);
  });

  it('is the rule of options, basemaps and raster layers alike', () => {
    const lessons = optionsUpdateSchema.safeParse([{ name: 'lessons_url', value: 'javascript:alert(1)' }]);
    expect(lessons.error?.issues[0]?.message).toBe('urlHttpsOnly');
    const cover = optionsUpdateSchema.safeParse([{ name: 'public_cover_image', value: 'data:image/svg+xml,<svg onload=alert(1)>' }]);
    expect(cover.error?.issues[0]?.message).toBe('urlHttpsOnly');
    expect(optionsUpdateSchema.safeParse([{ name: 'public_cover_image', value: '/api/public/site/image/cover?v=abc_12-x' }]).success).toBe(
      true,
    );
    expect(isBasemapAccepted('map', 'http://example.org/style.json')).toBe(false);
    expect(isBasemapAccepted('map', 'https://user:pw@example.org/style.json')).toBe(false);
    expect(isBasemapAccepted('map', 'https://example.org/style.json')).toBe(true);
    expect(rasterUrlProblem('https://user:pw@tiles.example.org/{z}/{x}/{y}.png')).toBe('rasterUrlInvalid');
    expect(rasterUrlProblem('javascript:alert(1)//{z}/{x}/{y}')).toBe('rasterUrlHttps');
    expect(rasterUrlProblem('https://tiles.example.org/{z}/{x}/{y}.png')).toBeNull();
  });
});
