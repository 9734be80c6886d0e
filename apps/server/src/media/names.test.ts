import { describe, expect, it } from 'vitest';
import { displayName, portableFileName } from './names.js';

describe('display names of uploads', () => {
  it('keeps only the last path segment', () => {
    expect(displayName('C:\\Users\\ana\\Pictures\\flood.jpg')).toBe('flood.jpg');
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('..')).toBe('file');
    expect(displayName('')).toBe('file');
  });

  it('drops control characters and the right-to-left override that disguises "gpj.exe" as "exe.jpg"', () => {
    expect(displayName('photo\u0000\n.jpg')).toBe('photo.jpg');
    expect(displayName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
  });

  it('keeps other scripts as they are', () => {
    expect(displayName('வெள்ளம் 洪水 فيضان.png')).toBe('வெள்ளம் 洪水 فيضان.png');
  });

  it('cuts long names to 200 characters, keeping the extension', () => {
    const name = displayName(`${'a'.repeat(300)}.jpeg`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('a.jpeg')).toBe(true);
    expect([...displayName('洪'.repeat(250))]).toHaveLength(200);
  });

  it('makes names safe to write into an archive', () => {
    expect(portableFileName('a/b\\c:d*e?"f<g>|h.jpg')).toBe('c_d_e__f_g__h.jpg');
    expect(portableFileName('.hidden')).toBe('hidden');
    expect(portableFileName('洪水 report.pdf')).toBe('洪水 report.pdf');
  });
});
