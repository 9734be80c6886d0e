/** Helpers for the report tests: callers per demo account, a valid report, multipart uploads. */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, dataOf, signIn, type SignedIn, type TestServer } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Caller = (
  who: string,
  method: Method,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** demo ids in seed order (db/seed.ts): users admin 1 … mobile 6; organizations North 1, South 2 */
export const demo = {
  users: { admin: 1, secure: 2, northadmin: 3, southadmin: 4, reader: 5, mobile: 6 },
  north: 1,
  south: 2,
} as const;

/** Signs in the given accounts and returns a caller that acts as any of them (or `anonymous`). */
export async function callerFor(
  server: TestServer,
  usernames: readonly string[],
): Promise<{ call: Caller; sessions: Record<string, SignedIn> }> {
  const sessions: Record<string, SignedIn> = {};
  for (const name of usernames) sessions[name] = await signIn(server, name);
  const call: Caller = (who, method, url, payload, headers = {}) =>
    server.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...(who === 'anonymous' ? {} : bearer(sessions[who] ?? who)) },
      ...(payload === undefined ? {} : { payload }),
    });
  return { call, sessions };
}

/** Sets deployment options as `who` (an Administrator) through `PUT /options`, and checks they were taken. */
export async function setOptions(call: Caller, options: Record<string, string>, who = 'admin'): Promise<void> {
  const res = await call(
    who,
    'PUT',
    '/options',
    Object.entries(options).map(([name, value]) => ({ name, value })),
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** A create body that passes every report field rule, its event an hour in the past. */
export function reportInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Bridge damaged by flood water',
    content: 'The footbridge over the canal has cracks along both sides.',
    event_date: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    latitude: 51.5301234,
    longitude: -0.2401234,
    ...overrides,
  };
}

/** Creates and publishes a report as `who`; returns the published report. */
export async function publishedReport(call: Caller, who: string, organizationId: number, overrides: Record<string, unknown> = {}) {
  const created = await call(who, 'POST', `/organization/${organizationId}/report`, reportInput(overrides));
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const { id } = dataOf<{ id: number }>(created);
  const published = await call(who, 'PUT', `/organization/${organizationId}/report/${id}`, { status: 'published' });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return dataOf<{ id: number; [key: string]: unknown }>(published);
}

/** A multipart/form-data body with one file, for `inject`. */
export function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----fieldwatch${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file as `session` to `url` (under /api). */
export function upload(
  server: TestServer,
  session: SignedIn,
  url: string,
  file: { name: string; type: string; content: Buffer },
  field = 'media',
) {
  const body = multipart(field, file.name, file.type, file.content);
  return server.inject({ method: 'POST', url: `/api${url}`, payload: body.payload, headers: { ...body.headers, ...bearer(session) } });
}
