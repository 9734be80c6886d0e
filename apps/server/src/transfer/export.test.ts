import { parse } from 'csv-parse/sync';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { exportDownload } from './archive.js';
import { csvExport } from './csv.js';
import { exportColumns, exportFields } from './fields.js';
import { exportContentType, exportFile, exportFileName, exportFormats } from './formats.js';
import { geojsonExport } from './geojson.js';
import { escapeXml, kmlExport } from './kml.js';
import { asyncOf, collectText, countedRows, pagesOf, testMedia, testRow } from './testing.js';

const hostile = {
  title: '=HYPERLINK("http://evil.example","open")',
  content: '+cmd|\' /C calc\'!A0\nsecond line, with "quotes"',
};

describe('CSV export', () => {
  it('writes the columns of docs/reports.md after a byte order mark, and rows a CSV reader reads back', async () => {
    const photo = testMedia({ id: 7, name: 'flood photo.jpg', type: 'image', mime: 'image/jpeg' });
    const csv = await collectText(csvExport(pagesOf([testRow({ id: 1, title: 'Flood, north bank', media: [photo] }, ['Water', 'Road'])])));
    const header =
      'id,export_id,title,content,latitude,longitude,event_date,created_date,updated_date,organization,author,status,lifecycle,urgency,verified,visibility,assignee,tags,media';
    expect(csv.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    const [record] = parse<Record<string, string>>(csv, { bom: true, columns: true });
    expect(record).toEqual({
      id: '1',
      export_id: '6f1c2a4e-0b7d-4c39-9a51-3d2e8f7b6c10:1',
      title: 'Flood, north bank',
      content: 'Water over the road near the school.',
      latitude: '51.528558',
      longitude: '-0.241682',
      event_date: '2024-05-01T10:30:00.000Z',
      created_date: '2024-05-01T11:00:00.000Z',
      updated_date: '2024-05-02T09:00:00.000Z',
      organization: 'Riverside',
      author: 'ana',
      status: 'published',
      lifecycle: 'started',
      urgency: 'moderate',
      verified: 'true',
      visibility: 'public',
      assignee: 'bo',
      tags: 'Water; Road',
      media: '7-flood photo.jpg',
    });
  });

  it('prefixes every text cell that a spreadsheet would run as a formula with a quote', async () => {
    const row = testRow(
      {
        title: hostile.title,
        content: hostile.content,
        author: { id: 1, username: '@SUM(A1:A9)' },
        organization: { id: 1, name: '\tTabbed' },
        assignee: { id: 2, username: '\rreturn' },
      },
      ['-2+3', '＝1+1', 'plain'],
    );
    const [record] = parse<Record<string, string>>(await collectText(csvExport(pagesOf([row]))), { bom: true, columns: true });
    expect(record!.title).toBe(`'${hostile.title}`);
    expect(record!.content).toBe(`'${hostile.content}`);
    expect(record!.author).toBe("'@SUM(A1:A9)");
    expect(record!.organization).toBe("'\tTabbed");
    expect(record!.assignee).toBe("'\rreturn");
    // the tags cell starts with "-": the whole cell is neutralised once
    expect(record!.tags).toBe("'-2+3; ＝1+1; plain");
    // our own numbers are never formulas: a negative longitude stays a number
    expect(record!.longitude).toBe('-0.241682');
  });

  it('quotes a text with a bare line break or edge spaces, so that every reader keeps one report per record, across pages', async () => {
    // one page per report
    const pages = pagesOf([testRow({ id: 1, content: 'line one\nline two' }), testRow({ id: 2, title: ' spaced ', content: 'cr\ronly' })]);
    const csv = await collectText(csvExport(pages));
    expect(csv).toContain(',"line one\nline two",');
    expect(csv).toContain(',"cr\ronly",');
    expect(csv).toContain('," spaced ",');
    // one line end after the header and after each report, nothing between pages
    expect(csv.endsWith('\r\n')).toBe(true);
    const records = parse<Record<string, string>>(csv, { bom: true, columns: true });
    expect(records.map((record) => [record.id, record.title, record.content])).toEqual([
      ['1', 'Report 1', 'line one\nline two'],
      ['2', ' spaced ', 'cr\ronly'],
    ]);
  });

  it('leaves empty cells for no author, no assignee and no urgency', async () => {
    const row = testRow({ author: null, assignee: null, urgency: null });
    const [record] = parse<Record<string, string>>(await collectText(csvExport(pagesOf([row]))), { bom: true, columns: true });
    expect([record!.author, record!.assignee, record!.urgency]).toEqual(['', '', '']);
  });
});

describe('GeoJSON export', () => {
  it('is a FeatureCollection of points whose properties are the report fields', async () => {
    const rows = [testRow({ id: 1, latitude: -33.868812, longitude: 151.209296 }, ['Fire']), testRow({ id: 2, title: hostile.title })];
    const collection = JSON.parse(await collectText(geojsonExport(pagesOf(rows)))) as {
      type: string;
      features: { properties: Record<string, unknown> }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(2);
    expect(collection.features[0]).toEqual({
      type: 'Feature',
      id: 1,
      geometry: { type: 'Point', coordinates: [151.209296, -33.868812] },
      properties: exportFields(rows[0]!),
    });
    expect(collection.features[1]!.properties.title).toBe(hostile.title);
  });

  it('is valid with no reports', async () => {
    expect(JSON.parse(await collectText(geojsonExport(pagesOf([]))))).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('separates features within a page and across pages, an empty page included', async () => {
    const rows = [1, 2, 3].map((id) => testRow({ id }));
    const text = await collectText(geojsonExport(asyncOf([rows.slice(0, 2), [], rows.slice(2)])));
    expect((JSON.parse(text) as { features: { id: number }[] }).features.map((f) => f.id)).toEqual([1, 2, 3]);
  });
});

/** Every tag and entity removed, what is left of a KML file must hold no markup at all. */
function textOutsideTags(xml: string): string {
  return xml.replace(/<\?xml[^>]*\?>/, '').replace(/<\/?[A-Za-z][\w:]*(\s+[\w:]+="[^"<>]*")*\s*\/?>/g, '');
}

describe('KML export', () => {
  const attack = {
    title: '</name><script>alert("x")</script>&amp; <![CDATA[ ]]> \'quoted\'',
    content: '<img src=x onerror=alert(1)>\nline two & "more"\u0000\u0001\u0008 end 🌊',
  };

  it('escapes hostile text so that it stays text, in the file and in the balloon', async () => {
    const kml = await collectText(kmlExport(pagesOf([testRow({ id: 5, ...attack }, ['<b>tag</b>'])])));
    expect(kml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">')).toBe(true);
    const rest = textOutsideTags(kml);
    expect(rest).not.toMatch(/[<>]/);
    expect(rest.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
    // characters XML forbids are dropped; others, emoji included, are kept
    for (const forbidden of ['\u0000', '\u0001', '\u0008']) expect(kml).not.toContain(forbidden);
    expect(kml).toContain('end 🌊');

    expect(kml).toContain(
      '<name>&lt;/name&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;amp; &lt;![CDATA[ ]]&gt; &apos;quoted&apos;</name>',
    );
    // the description is HTML for viewers: the report text is escaped twice and only <h3>, <p>, <br> are markup
    expect(kml).toContain('<description>&lt;h3&gt;&amp;lt;/name&amp;gt;&amp;lt;script&amp;gt;');
    expect(kml).toContain('&amp;lt;img src=x onerror=alert(1)&amp;gt;&lt;br&gt;line two &amp;amp; &amp;quot;more&amp;quot;');
    expect(kml).toContain('<Data name="tags"><value>&lt;b&gt;tag&lt;/b&gt;</value></Data>');
    expect(kml).toContain('<Style id="report"><BalloonStyle><text>$[description]</text></BalloonStyle></Style>');
  });

  it('writes one Placemark per report with its point, time and every field as ExtendedData', async () => {
    const kml = await collectText(kmlExport(pagesOf([testRow({ id: 1 }), testRow({ id: 2, latitude: -1.5, longitude: 36.8 })])));
    expect(kml.match(/<Placemark /g)).toHaveLength(2);
    expect(kml).toContain('<Point><coordinates>36.8,-1.5</coordinates></Point>');
    expect(kml).toContain('<TimeStamp><when>2024-05-01T10:30:00.000Z</when></TimeStamp>');
    for (const column of exportColumns) expect(kml).toContain(`<Data name="${column}">`);
    expect(kml.trimEnd().endsWith('</Document>\n</kml>')).toBe(true);
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('every format', () => {
  it.each(exportFormats)('%s reads pages only as its text is consumed (memory stays flat)', async (format) => {
    const { rows, taken } = countedRows(Array.from({ length: 50 }, (_, i) => testRow({ id: i + 1 })));
    const chunks = exportFile(format, rows);
    await chunks.next(); // the header
    await chunks.next(); // the first page
    expect(taken.count).toBe(1);
    await chunks.next();
    expect(taken.count).toBe(2);
    await chunks.return(undefined);
  });

  it('names and types downloads', () => {
    const day = new Date('2025-03-10T23:30:00Z');
    expect(exportFileName('csv', day)).toBe('fieldwatch-reports-2025-03-10.csv');
    expect(exportFileName('zip', day)).toBe('fieldwatch-reports-2025-03-10.zip');
    expect(exportContentType('csv')).toBe('text/csv; charset=utf-8');
    expect(exportContentType('geojson')).toBe('application/geo+json');
    expect(exportContentType('kml')).toBe('application/vnd.google-earth.kml+xml');
    expect(exportContentType('zip')).toBe('application/zip');
  });

  it('gives a route headers and a Node stream', async () => {
    const download = await exportDownload({
      format: 'geojson',
      rows: pagesOf([testRow({ id: 3 })]),
      now: new Date('2025-01-02T00:00:00Z'),
    });
    expect(download.contentType).toBe('application/geo+json');
    expect(download.fileName).toBe('fieldwatch-reports-2025-01-02.geojson');
    expect((JSON.parse(await text(download.stream)) as { features: { id: unknown }[] }).features[0]!.id).toBe(3);
  });
});
