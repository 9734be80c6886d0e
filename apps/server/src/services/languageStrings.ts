/**
 * Terminology overrides (docs/terminology.md): an Administrator replaces catalogue texts of a language
 * with a CSV of `key,text` lines. Reading them is public; downloading, uploading and resetting them is
 * the Administrator's (`canManageSettings`).
 */
import { parse as parseMessage, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  canManageSettings,
  en,
  findLanguage,
  limits,
  loadCatalogue,
  type Actor,
  type LanguageCode,
  type LanguageStrings,
  type MessageKey,
  type StringProblem,
  type StringsImportResult,
} from '@fieldwatch/core';
import { CsvError, parse as parseCsv, type Info } from 'csv-parse/sync';
import type { AppContext } from '../context.js';
import { deleteLanguageStrings, readLanguageStrings, writeLanguageStrings } from '../db/queries/languageStrings.js';
import { forbidden, invalidFields, notFound } from '../errors.js';
import { csvText, neutraliseFormula, restoreFormula } from '../transfer/csv.js';
import { recordAudit, type AuditSource } from './audit.js';

/** Every key of the catalogues, in their order (the order of the CSV). */
const catalogueKeys = Object.keys(en) as MessageKey[];
const isCatalogueKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** The language of `{code}`: a code (`fr`) or a locale (`fr_FR`); any other is 404. */
function languageOf(code: string): LanguageCode {
  const language = findLanguage(code);
  if (!language) throw notFound();
  return language.code;
}

function assertAdministrator(actor: Actor): void {
  if (!canManageSettings(actor)) throw forbidden();
}

/** `GET /languages/{code}/strings`: the overrides of the language, by key (keys the catalogue no longer has are left out). */
export async function getLanguageStrings(ctx: AppContext, code: string): Promise<LanguageStrings> {
  const stored = await readLanguageStrings(ctx.db, languageOf(code));
  return Object.fromEntries(catalogueKeys.flatMap((key) => (stored.has(key) ? [[key, stored.get(key)!]] : [])));
}

/**
 * `GET /languages/{code}/strings?format=csv`: every key with the text shown now (the override, else the
 * language's catalogue), as the CSV an upload takes. Texts starting with = + - @ are neutralised as the
 * report export does, and restored by the upload.
 */
export async function languageStringsCsv(ctx: AppContext, actor: Actor, code: string): Promise<{ fileName: string; csv: string }> {
  assertAdministrator(actor);
  const language = languageOf(code);
  const [catalogue, overrides] = await Promise.all([loadCatalogue(language), readLanguageStrings(ctx.db, language)]);
  const rows = catalogueKeys.map((key) => [key, neutraliseFormula(overrides.get(key) ?? catalogue[key])]);
  const csv = csvText([['key', 'text'], ...rows], { bom: true });
  return { fileName: `fieldwatch-strings-${language}.csv`, csv };
}

interface CsvLine {
  /** the line of the file where the record starts, from 1 */
  line: number;
  key: string;
  text: string;
}

const invalidFile = () => invalidFields({ file: 'stringsFileInvalid' });

/**
 * The `key,text` records of an uploaded CSV: UTF-8 (a byte order mark is skipped), any line ends, an
 * optional `key,text` header. Anything else (not UTF-8, broken quoting, a record without exactly two
 * cells, no record at all) is 400 `stringsFileInvalid`.
 */
function readCsv(file: Buffer): CsvLine[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw invalidFile();
  }
  let records: { record: string[]; info: Info }[];
  try {
    records = parseCsv(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; info: Info }[];
  } catch (error) {
    if (error instanceof CsvError) throw invalidFile();
    throw error;
  }
  if (records.length === 0) throw invalidFile();
  const lines: CsvLine[] = [];
  // csv-parse tells where a record ends; it starts after the previous one and the empty lines between
  let previousEnd = 0;
  let previousEmpty = 0;
  for (const { record, info } of records) {
    const [key, cell] = record;
    if (record.length !== 2 || key === undefined || cell === undefined) throw invalidFile();
    lines.push({ line: previousEnd + 1 + info.empty_lines - previousEmpty, key: key.trim(), text: restoreFormula(cell) });
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
  }
  const [first] = lines;
  if (first && first.key.toLowerCase() === 'key' && first.text.trim().toLowerCase() === 'text') lines.shift();
  return lines;
}

/** The argument names a message uses (`{count}`, `{count, plural, …}`, in every branch) and its tags. */
function placeholdersOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      into.add(element.value);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) placeholdersOf(option.value, into);
    }
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      placeholdersOf(element.children, into);
    }
  }
  return into;
}

const englishPlaceholders = new Map<MessageKey, Set<string>>();
function placeholdersOfKey(key: MessageKey): Set<string> {
  let found = englishPlaceholders.get(key);
  if (!found) {
    found = placeholdersOf(parseMessage(en[key]));
    englishPlaceholders.set(key, found);
  }
  return found;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));

/** Why a text cannot replace the message `key`, if it cannot. */
function problemOf(key: MessageKey, text: string): StringProblem | undefined {
  if (!text.trim()) return 'emptyText';
  if (text.length > limits.stringOverrideMax) return 'tooLong';
  let elements: MessageFormatElement[];
  try {
    elements = parseMessage(text);
  } catch {
    return 'invalidMessage';
  }
  // the same placeholders as the English source, whatever the language: the values given are the same
  return sameSet(placeholdersOf(elements), placeholdersOfKey(key)) ? undefined : 'placeholdersDiffer';
}

/**
 * `POST /languages/{code}/strings`: checks each line of the CSV (`readFile` is called once the caller
 * may upload), and unless `preview` stores what changes in one transaction. A text equal to the
 * catalogue's removes the override; the other overrides of the language stay.
 */
export async function importLanguageStrings(
  ctx: AppContext,
  actor: Actor,
  code: string,
  readFile: () => Promise<Buffer>,
  preview: boolean,
  source: AuditSource,
): Promise<StringsImportResult> {
  assertAdministrator(actor);
  const language = languageOf(code);
  const lines = readCsv(await readFile());
  const [catalogue, overrides] = await Promise.all([loadCatalogue(language), readLanguageStrings(ctx.db, language)]);

  // a key given twice: the last line counts
  const lastLineOf = new Map(lines.map((line) => [line.key, line.line]));
  const result: StringsImportResult = { changed: [], unchanged: 0, rejected: [], applied: !preview };
  const set: { key: string; text: string }[] = [];
  const remove: string[] = [];
  for (const { line, key, text } of lines) {
    if (!isCatalogueKey(key)) {
      result.rejected.push({ line, key, problem: 'unknownKey' });
      continue;
    }
    const problem = lastLineOf.get(key) === line ? problemOf(key, text) : 'duplicateKey';
    if (problem) {
      result.rejected.push({ line, key, problem });
      continue;
    }
    const shown = overrides.get(key) ?? catalogue[key];
    if (text === shown) {
      result.unchanged += 1;
      continue;
    }
    result.changed.push({ key, from: shown, to: text });
    if (text === catalogue[key]) remove.push(key);
    else set.push({ key, text });
  }
  if (!preview && (set.length > 0 || remove.length > 0)) {
    await writeLanguageStrings(ctx.db, language, { set, remove }, ctx.now());
    await recordAudit(ctx, source, {
      action: 'terminology.update',
      targetType: 'language',
      targetId: language,
      details: { keys: result.changed.map((change) => change.key), rejected: result.rejected.length },
    });
  }
  return result;
}

/** `DELETE /languages/{code}/strings`: the language shows its catalogue's texts again. */
export async function resetLanguageStrings(ctx: AppContext, actor: Actor, code: string, source: AuditSource): Promise<void> {
  assertAdministrator(actor);
  const language = languageOf(code);
  await deleteLanguageStrings(ctx.db, language);
  await recordAudit(ctx, source, { action: 'terminology.update', targetType: 'language', targetId: language, details: { reset: true } });
}
