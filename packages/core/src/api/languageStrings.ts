import { findLanguage } from '../i18n/languages.js';
import { stringsUploadField, type LanguageStrings, type StringsImportResult } from '../schemas/languageStrings.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient } from './client.js';

const codeOf = (language: string) => findLanguage(language)?.code ?? language;

/** `GET /languages/{code}/strings`: the terminology overrides of a language (public: no sign-in needed). */
export const getLanguageStrings = (client: FieldwatchClient, language: string, signal?: AbortSignal) =>
  client.request<LanguageStrings>(`/languages/${codeOf(language)}/strings`, { auth: false, ...(signal ? { signal } : {}) });

/** `GET /languages/{code}/strings?format=csv`: every text of the language as shown now (catalogue under overrides), as `key,text` CSV. */
export async function downloadLanguageStrings(client: FieldwatchClient, language: string): Promise<{ blob: Blob; filename: string }> {
  const code = codeOf(language);
  const response = await client.requestRaw(`/languages/${code}/strings`, { query: { format: 'csv' }, headers: { Accept: 'text/csv' } });
  return { blob: await response.blob(), filename: `fieldwatch-strings-${code}.csv` };
}

function csvBody(file: Blob, name?: string): FormData {
  const form = new FormData();
  form.append(stringsUploadField, file, name ?? (file as File).name ?? 'strings.csv');
  return form;
}

/** `POST /languages/{code}/strings?preview=1`: what the CSV would change, and which lines are refused; nothing is stored. */
export const previewLanguageStrings = (client: FieldwatchClient, language: string, file: Blob, name?: string) =>
  client.request<StringsImportResult>(`/languages/${codeOf(language)}/strings`, {
    method: 'POST',
    query: { preview: 1 },
    body: csvBody(file, name),
  });

/** `POST /languages/{code}/strings` (Administrator): stores the CSV's changes over the language's overrides. */
export const applyLanguageStrings = (client: FieldwatchClient, language: string, file: Blob, name?: string) =>
  client
    .request<StringsImportResult>(`/languages/${codeOf(language)}/strings`, { method: 'POST', body: csvBody(file, name) })
    .then(written(client, { invalidate: [resourceKeys.languageStrings(codeOf(language))] }));

/** `DELETE /languages/{code}/strings` (Administrator): back to the catalogue's texts. */
export const resetLanguageStrings = (client: FieldwatchClient, language: string) =>
  client
    .request<boolean>(`/languages/${codeOf(language)}/strings`, { method: 'DELETE' })
    .then(written(client, { invalidate: [resourceKeys.languageStrings(codeOf(language))] }));
