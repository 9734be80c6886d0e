import type { StringsImportResult } from '@fieldwatch/core';
import { ok, type FakeRoute, type RecordedCall } from './fakeApi.js';

/** What reading `sample.csv` finds: two texts that change, three lines that change nothing, two lines left out. */
export const sampleImport: StringsImportResult = {
  changed: [
    { key: 'nav.reports', from: 'Reports', to: 'Incidents' },
    { key: 'dashboard.title', from: 'Reports', to: 'Incident log' },
  ],
  unchanged: 3,
  rejected: [
    { line: 4, key: 'nav.nowhere', problem: 'unknownKey' },
    { line: 7, key: 'twoFactor.resendIn', problem: 'placeholdersDiffer' },
  ],
  applied: false,
};

/**
 * The language-string routes of every language, answering like the server: the overrides by language
 * (`GET`), the CSV download (`?format=csv`), a preview (`?preview=1`) or an apply of an upload (always
 * `result`; applying stores its changes), and a reset. `stored(code)` reads the overrides now.
 */
export function stringsRoutes(initial: Record<string, Record<string, string>> = {}, result: StringsImportResult = sampleImport) {
  const stored: Record<string, Record<string, string>> = structuredClone(initial);
  const routes: Record<string, FakeRoute> = {};
  for (const code of ['en', 'fr', 'es', 'pt', 'ta', 'cn', 'ar']) {
    const path = `/languages/${code}/strings`;
    routes[`GET ${path}`] = ({ query }: RecordedCall) =>
      query?.format === 'csv'
        ? { status: 200, body: 'key,text\nnav.reports,Reports\n', headers: { 'content-type': 'text/csv' } }
        : ok(stored[code] ?? {});
    routes[`POST ${path}`] = ({ query }: RecordedCall) => {
      if (query?.preview) return ok(result);
      stored[code] = { ...stored[code], ...Object.fromEntries(result.changed.map((change) => [change.key, change.to])) };
      return ok({ ...result, applied: true });
    };
    routes[`DELETE ${path}`] = () => {
      stored[code] = {};
      return ok(true);
    };
  }
  return { routes, stored: (code: string) => stored[code] ?? {} };
}
