/** Test support for the transfer module: reports as the API returns them, and stream helpers. */
import type { Media, Report } from '@fieldwatch/core';
import type { ExportPages, ExportRow } from './fields.js';

let nextId = 100;

export function testMedia(overrides: Partial<Media> & Pick<Media, 'name' | 'type' | 'mime'>): Media {
  const id = overrides.id ?? nextId++;
  return { id, src: `/api/media/${id}`, caption: null, bytes: 0, sizes: [], ...overrides };
}

function testReport(overrides: Partial<Report> = {}): Report {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Report ${id}`,
    content: 'Water over the road near the school.',
    latitude: 51.528558,
    longitude: -0.241682,
    event_date: '2024-05-01T10:30:00.000Z',
    created_date: '2024-05-01T11:00:00.000Z',
    updated_date: '2024-05-02T09:00:00.000Z',
    source: 'web',
    taxonomies: {},
    media: [],
    organization: { id: 1, name: 'Riverside' },
    status: 'published',
    author: { id: 2, username: 'ana' },
    new: false,
    lifecycle: 'started',
    urgency: 'moderate',
    verified: true,
    visibility: 'public',
    assignee: { id: 3, username: 'bo' },
    urgent: true,
    comments_count: 0,
    ...overrides,
  };
}

export function testRow(report: Partial<Report> = {}, tags: string[] = []): ExportRow {
  const row = testReport(report);
  return { report: row, tags, exportId: `6f1c2a4e-0b7d-4c39-9a51-3d2e8f7b6c10:${row.id}` };
}

/** Rows as an export reads them, one page per row. */
export const pagesOf = (rows: Iterable<ExportRow>): ExportPages => asyncOf(Array.from(rows, (row) => [row]));

/** Pages of one row each that count how many were taken (to prove exports read lazily). */
export function countedRows(rows: ExportRow[]) {
  const taken = { count: 0 };
  function* source() {
    for (const row of rows) {
      taken.count += 1;
      yield [row];
    }
  }
  return { rows: asyncOf(source()), taken };
}

/** The async stream the code under test reads, over plain values (the tests' sources are made with it). */
// eslint-disable-next-line @typescript-eslint/require-await -- an async generator is what turns plain values into an async stream; there is nothing to await
export async function* asyncOf<T>(items: Iterable<T>): AsyncGenerator<T> {
  yield* items;
}

export async function collectText(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

export async function collectBytes(chunks: AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}
