import { describe, expect, it } from 'vitest';
import { createClient } from './client.js';
import { fakeFetch } from '../../test/fetch.js';
import { exportFailureLine } from './exportCheck.js';
import { exportReports, filenameOf, importReports } from './reports.js';

/** A fetch that records what it was sent and answers with `answer`. */
function recording(answer: () => Response) {
  const sent: { url: string; method: string; body: unknown; headers: Headers }[] = [];
  const fetch = fakeFetch((input, init) => {
    sent.push({
      url: String(input instanceof Request ? input.url : input),
      method: init?.method ?? 'GET',
      body: init?.body,
      headers: new Headers(init?.headers),
    });
    return answer();
  });
  return { fetch, sent };
}

/** A zip with no entries: only its end-of-central-directory record. */
const emptyZip = new Uint8Array([0x50, 0x4b, 5, 6, ...new Array<number>(18).fill(0)]);

describe('report export and import calls', () => {
  it('posts the filters and format, and returns the file under the name the server gives', async () => {
    const { fetch, sent } = recording(
      () =>
        new Response('id,title\n1,Road\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="north.csv"' },
        }),
    );
    const file = await exportReports(createClient({ baseURL: 'http://api.test/api', fetch }), 3, {
      filters: { verified: [1] },
      format: 'csv',
    });
    expect(file.filename).toBe('north.csv');
    expect(await file.blob.text()).toBe('id,title\n1,Road\n');
    expect(sent[0]!.url).toBe('http://api.test/api/organization/3/reports/export');
    expect(sent[0]!.method).toBe('POST');
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ filters: { verified: [1] }, format: 'csv' });
  });

  it('names a media export .zip when the server gives no name', async () => {
    const { fetch, sent } = recording(() => new Response(new Blob([emptyZip])));
    const file = await exportReports(createClient({ baseURL: 'http://api.test/api', fetch }), 3, { format: 'kml', media: true });
    expect(file.filename).toBe('reports.zip');
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ filters: {}, format: 'kml', media: true });
  });

  it('refuses a file that ends with the failure marker instead of handing it over to be saved', async () => {
    const client = (body: BlobPart) =>
      createClient({ baseURL: 'http://api.test/api', fetch: recording(() => new Response(new Blob([body]))).fetch });
    const cut = `id,title\r\n1,Flood\r\n\r\n${exportFailureLine}\r\n`;
    await expect(exportReports(client(cut), 3, { format: 'csv' })).rejects.toMatchObject({ code: 'EXPORT_FAILED' });
    // a zip that stops before its central directory
    await expect(exportReports(client(new Uint8Array([0x50, 0x4b, 3, 4, 20, 0])), 3, { format: 'csv', media: true })).rejects.toMatchObject(
      {
        code: 'EXPORT_FAILED',
      },
    );
    const whole = await exportReports(client('id,title\r\n1,#error\r\n'), 3, { format: 'csv' });
    expect(await whole.blob.text()).toBe('id,title\r\n1,#error\r\n');
  });

  it('reads RFC 6266 file names and never keeps a path', () => {
    expect(filenameOf('attachment; filename="plain.csv"; filename*=UTF-8\'\'rapports%20nord.csv')).toBe('rapports nord.csv');
    expect(filenameOf('attachment; filename=../../etc/passwd')).toBe('passwd');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });

  it('sends the zip as the multipart field "file" and returns the counts', async () => {
    const { fetch, sent } = recording(
      () =>
        new Response(
          JSON.stringify({ data: { created: 2, updated: 1, skipped: 4, rejected: [{ row: 3, title: 'x', reason: 'required' }] } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const zip = new File([new Uint8Array([0x50, 0x4b])], 'export.zip', { type: 'application/zip' });
    const result = await importReports(createClient({ baseURL: 'http://api.test/api', fetch }), 3, zip);
    expect(result).toEqual({ created: 2, updated: 1, skipped: 4, rejected: [{ row: 3, title: 'x', reason: 'required' }] });
    expect(sent[0]!.url).toBe('http://api.test/api/organization/3/reports/import');
    expect(((sent[0]!.body as FormData).get('file') as File).name).toBe('export.zip');
  });
});
