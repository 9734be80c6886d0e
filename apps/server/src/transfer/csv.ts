/** CSV export, a page of reports at a time (docs/reports.md "Export and import"). */
import Papa from 'papaparse';
import { exportColumns, exportFields, joinList, type ExportFields, type ExportPages } from './fields.js';

/**
 * docs/reports.md: a cell starting with = + - @ tab or carriage return is prefixed with ' so that a
 * spreadsheet shows it as text instead of running it as a formula (CSV injection). The full-width
 * forms are included because some spreadsheet locales read "＝SUM(…)" as a formula too.
 */
const formulaStart = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

export const neutraliseFormula = (cell: string): string => (formulaStart.test(cell) ? `'${cell}` : cell);

/** The reverse, for import: only a quote that export could have added is removed. */
export const restoreFormula = (cell: string): string => (cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell);

/**
 * Rows as CSV text, each ending with an RFC 4180 line end, which every spreadsheet reads; a cell is
 * quoted when it holds a quote, comma, line break or edge space. With `bom`, the text starts with the
 * byte order mark that makes spreadsheets read it as UTF-8 (without it, Tamil, Arabic and Chinese turn to
 * mojibake); csv-parse and other tools skip it. Every CSV download writes through here.
 */
export function csvText(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  if (rows.length === 0) return options.bom ? '\ufeff' : '';
  return `${options.bom ? '\ufeff' : ''}${Papa.unparse(rows as string[][], { newline: '\r\n' })}\r\n`;
}

/**
 * Numbers and booleans are written by us, never by a user, and a number is never a formula: a
 * negative longitude stays a number a spreadsheet can compute with. Every text cell is neutralised.
 */
function cells(fields: ExportFields): string[] {
  return exportColumns.map((column) => {
    const value = fields[column];
    if (value === null) return '';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return neutraliseFormula(Array.isArray(value) ? joinList(value) : value);
  });
}

/** The CSV text, header first, a page of reports at a time. */
export async function* csvExport(pages: ExportPages): AsyncGenerator<string> {
  yield csvText([exportColumns], { bom: true });
  for await (const page of pages) yield csvText(page.map((row) => cells(exportFields(row))));
}
