import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

describe('@fieldwatch/core stays framework- and DOM-free', () => {
  it('imports without React and without window or document', async () => {
    vi.doMock('react', () => {
      throw new Error('core imported react');
    });
    vi.doMock('react-dom', () => {
      throw new Error('core imported react-dom');
    });
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const core = await import('./index.js');
    expect(typeof core.createClient).toBe('function');
    expect(typeof core.createSessionStore).toBe('function');
  });

  it('no source file names react, window, document or localStorage', () => {
    // the message catalogues are words for people ("another tab or window."), not code
    const offenders = sources(import.meta.dirname).filter((file) => {
      if (/[\\/]i18n[\\/]messages[\\/]/.test(file)) return false;
      const text = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      return /from ['"]react(-dom)?['"/]|\b(window|document|localStorage)\./.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
