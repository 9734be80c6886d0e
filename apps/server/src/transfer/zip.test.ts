import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { asyncOf, collectBytes } from './testing.js';
import { zipStream, type ZipSource } from './zip.js';
import { ZipArchive } from './zipReader.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function tempFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'fw-zip-'));
  folders.push(folder);
  return folder;
}

const chunksOf = (...chunks: (string | Uint8Array)[]) => asyncOf(chunks);

/** Bytes that a signature-searching unzipper would take for the end of an entry or the directory. */
const trickyMedia = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  Buffer.from('PK\x07\x08PK\x01\x02PK\x05\x06', 'latin1'),
  Buffer.alloc(5000, 0x41),
]);

describe('streaming zip writer', () => {
  it('writes text deflated and media stored, readable by an independent unzipper and by our reader', async () => {
    const sources: ZipSource[] = [
      { name: 'reports.csv', data: chunksOf('id,title\r\n', '1,Flood\r\n'.repeat(500)), compress: true },
      { name: 'media/1-photo.jpg', data: chunksOf(trickyMedia.subarray(0, 10), trickyMedia.subarray(10)), compress: false },
      { name: 'media/2-வெள்ளம்.pdf', data: chunksOf(Buffer.from('%PDF-1.4')), compress: false },
    ];
    const zip = await collectBytes(zipStream(sources));

    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['reports.csv', 'media/1-photo.jpg', 'media/2-வெள்ளம்.pdf']);
    expect(strFromU8(files['reports.csv']!)).toBe(`id,title\r\n${'1,Flood\r\n'.repeat(500)}`);
    expect(Buffer.from(files['media/1-photo.jpg']!).equals(trickyMedia)).toBe(true);

    const folder = tempFolder();
    writeFileSync(join(folder, 'a.zip'), zip);
    const archive = await ZipArchive.open(join(folder, 'a.zip'), { maxEntries: 10, maxUncompressedBytes: 1e6 });
    try {
      expect(archive.entries.get('reports.csv')).toMatchObject({ method: 8 });
      expect(archive.entries.get('reports.csv')!.compressedSize).toBeLessThan(1000);
      const photo = archive.entries.get('media/1-photo.jpg')!;
      expect(photo).toMatchObject({ method: 0, size: trickyMedia.length });
      await archive.extract(photo, join(folder, 'photo'));
      expect(readFileSync(join(folder, 'photo')).equals(trickyMedia)).toBe(true);
    } finally {
      await archive.close();
    }
  });

  it('reads a source only when its turn comes', async () => {
    const opened: string[] = [];
    function* sources(): Generator<ZipSource> {
      for (const name of ['a.txt', 'b.txt']) {
        opened.push(name);
        yield { name, data: chunksOf(`content of ${name}`), compress: true };
      }
    }
    const chunks = zipStream(asyncOf(sources()));
    await chunks.next();
    expect(opened).toEqual(['a.txt']);
    const rest = await collectBytes(chunks);
    expect(opened).toEqual(['a.txt', 'b.txt']);
    expect(rest.length).toBeGreaterThan(0);
  });

  it('passes a failing source on as a failing stream, never as a truncated archive', async () => {
    function* broken() {
      yield 'start';
      throw new Error('disk gone');
    }
    await expect(collectBytes(zipStream([{ name: 'x', data: asyncOf(broken()), compress: true }]))).rejects.toThrow('disk gone');
  });
});
