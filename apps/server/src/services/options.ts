/** Options: every name of core `optionDefinitions`, stored only where it differs from its default. */
import {
  defaultOptions,
  languages,
  normalizeOptions,
  optionNames,
  type Handshake,
  type OptionName,
  type Options,
  type OptionsUpdate,
} from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { readStoredOptions, storeOptions } from '../db/queries/options.js';
import { recordAudit, type AuditSource } from './audit.js';

const isOptionName = (name: string): name is OptionName => (optionNames as string[]).includes(name);

/** Stored values over the defaults; a stored name that the core no longer knows is ignored. */
export async function readOptions(ctx: AppContext): Promise<Options> {
  const result: Options = { ...defaultOptions };
  for (const { name, value } of await readStoredOptions(ctx.db)) if (isOptionName(name)) result[name] = value;
  return result;
}

/**
 * `PUT /options`: applies core normalizeOptions (with updates off, assignment, urgency, lifecycle and
 * mobile updates are forced off).
 */
export async function updateOptions(ctx: AppContext, changes: OptionsUpdate, source: AuditSource): Promise<Options> {
  const previous = await readOptions(ctx);
  const next = normalizeOptions(previous, changes);
  const changed = optionNames.filter((name) => next[name] !== defaultOptions[name]).map((name) => ({ name, value: next[name] }));
  const reset = optionNames.filter((name) => next[name] === defaultOptions[name]);
  const moved = optionNames.filter((name) => next[name] !== previous[name]);
  await ctx.db.transaction(async (tx) => {
    await storeOptions(tx, changed, reset, ctx.now());
    if (moved.length === 0) return;
    await recordAudit({ ...ctx, db: tx }, source, {
      action: 'settings.update',
      targetType: 'options',
      details: { changed: Object.fromEntries(moved.map((name) => [name, auditedOptionChange(name, previous[name], next[name])])) },
    });
  });
  return next;
}

/**
 * A tile address may carry a provider's access key in its query: for those options the trail says that
 * they changed, not to what. A long text is cut, the trail is not a copy of the settings.
 */
const optionsRecordedWithoutValues: readonly OptionName[] = ['basemap_map', 'basemap_satellite'];
const auditedValueMax = 200;

function auditedOptionChange(name: OptionName, from: string, to: string): { from: string; to: string } | { changed: true } {
  if (optionsRecordedWithoutValues.includes(name)) return { changed: true };
  const cut = (value: string) => (value.length > auditedValueMax ? `${value.slice(0, auditedValueMax)}…` : value);
  return { from: cut(from), to: cut(to) };
}

/** `GET /handshake`: what a signed-out screen needs. */
export async function handshake(ctx: AppContext): Promise<Handshake> {
  const options = await readOptions(ctx);
  const enabled = new Set(options.languages_enabled.split(',').map((l) => l.trim()));
  enabled.add(options.default_language);
  return {
    languages: languages.filter((l) => enabled.has(l.locale)).map(({ code, locale, name, dir }) => ({ code, locale, name, dir })),
    default_language: options.default_language,
    timezone: options.timezone,
    // public embeds draw maps before anyone signs in
    map: { mapbox_token: ctx.config.mapboxToken, style_url: ctx.config.mapStyleUrl },
  };
}
