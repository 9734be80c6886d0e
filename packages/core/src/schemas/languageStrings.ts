/**
 * Terminology overrides (docs/terminology.md): an Administrator replaces catalogue texts of one language
 * by uploading a CSV of `key,text` lines. The overrides are public (the dashboard and the partner
 * elements apply them before anyone signs in).
 */
import * as z from 'zod/mini';

/** `GET /languages/{code}/strings`: the overrides of a language, text by message key. */
export const languageStringsSchema = z.record(z.string(), z.string());
export type LanguageStrings = z.infer<typeof languageStringsSchema>;

/** Why a line of the CSV cannot be used. */
export const stringProblems = [
  /** not a key of the catalogue */
  'unknownKey',
  /** an empty text */
  'emptyText',
  /** longer than limits.stringOverrideMax */
  'tooLong',
  /** not a valid message (an unbalanced `{`, a broken plural) */
  'invalidMessage',
  /** drops or adds a placeholder the catalogue's text has (`{count}`) */
  'placeholdersDiffer',
  /** the key appears again further down (the last one counts) */
  'duplicateKey',
] as const;
export type StringProblem = (typeof stringProblems)[number];

/**
 * The answer of `POST /languages/{code}/strings` (`?preview=1` only reads the file and changes nothing):
 * `changed` lists each key whose text changes (from what is shown now to the new text), `unchanged`
 * counts lines that change nothing, `rejected` lists the lines not applied and why. Applying stores
 * `changed`; the rest of the overrides stay.
 */
export const stringsImportResultSchema = z.object({
  changed: z.array(z.object({ key: z.string(), from: z.string(), to: z.string() })),
  unchanged: z.int(),
  rejected: z.array(z.object({ line: z.int(), key: z.string(), problem: z.enum(stringProblems) })),
  applied: z.boolean(),
});
export type StringsImportResult = z.infer<typeof stringsImportResultSchema>;

/** Multipart field of the CSV upload. */
export const stringsUploadField = 'file';
