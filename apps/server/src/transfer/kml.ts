/**
 * KML 2.2 export, one Placemark at a time. Report text is hostile until proven otherwise:
 * - every text is XML-escaped, and characters XML 1.0 forbids (NUL, most controls) are dropped, so a
 *   report cannot break the file;
 * - `description` is HTML in KML viewers (Google Earth renders it in the balloon), so the report text
 *   is HTML-escaped first and cannot become markup or script there;
 * - a shared BalloonStyle shows only that description, so viewers never render `name` or the
 *   ExtendedData values (plain text, for GIS tools) as HTML.
 */
import { exportColumns, exportFields, joinList, type ExportFields, type ExportPages } from './fields.js';

// XML 1.0 allows tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD and the astral planes (as surrogate pairs)
const forbiddenInXml = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(forbiddenInXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** HTML of the balloon: the title and the text, both as plain text, line breaks kept. */
function balloonHtml(fields: ExportFields): string {
  const html = (text: string) => escapeXml(text).replace(/\r?\n/g, '<br>');
  return `<h3>${html(fields.title)}</h3><p>${html(fields.content)}</p>`;
}

function dataValue(value: ExportFields[keyof ExportFields]): string {
  if (value === null) return '';
  return Array.isArray(value) ? joinList(value) : String(value);
}

function placemark(fields: ExportFields): string {
  const data = exportColumns
    .map((column) => `<Data name="${column}"><value>${escapeXml(dataValue(fields[column]))}</value></Data>`)
    .join('');
  return [
    `<Placemark id="report-${fields.id}">`,
    `<name>${escapeXml(fields.title)}</name>`,
    `<description>${escapeXml(balloonHtml(fields))}</description>`,
    `<TimeStamp><when>${escapeXml(fields.event_date)}</when></TimeStamp>`,
    '<styleUrl>#report</styleUrl>',
    `<ExtendedData>${data}</ExtendedData>`,
    `<Point><coordinates>${fields.longitude},${fields.latitude}</coordinates></Point>`,
    '</Placemark>\n',
  ].join('');
}

export async function* kmlExport(pages: ExportPages): AsyncGenerator<string> {
  yield [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>\n<name>Fieldwatch reports</name>\n',
    '<Style id="report"><BalloonStyle><text>$[description]</text></BalloonStyle></Style>\n',
  ].join('');
  for await (const page of pages) yield page.map((row) => placemark(exportFields(row))).join('');
  yield '</Document>\n</kml>\n';
}
