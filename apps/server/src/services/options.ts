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
import { readStoredOptions, writeOptions } from '../db/queries/options.js';

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
export async function updateOptions(ctx: AppContext, changes: OptionsUpdate): Promise<Options> {
  const next = normalizeOptions(await readOptions(ctx), changes);
  const changed = optionNames.filter((name) => next[name] !== defaultOptions[name]).map((name) => ({ name, value: next[name] }));
  const reset = optionNames.filter((name) => next[name] === defaultOptions[name]);
  await writeOptions(ctx.db, changed, reset, ctx.now());
  return next;
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
