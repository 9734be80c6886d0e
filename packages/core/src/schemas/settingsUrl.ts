/**
 * The schemas of URLs an Administrator stores; the rule itself lives in ../urls.ts, without zod, so that
 * the maps (which check basemap URLs) do not carry zod to partner pages.
 */
import * as z from 'zod/mini';
import { isSettingsUrl } from '../urls.js';

export { isSettingsUrl, settingsUrlMax, type SettingsUrlRules } from '../urls.js';

/** A stored URL: trimmed, and passing `isSettingsUrl` (validation key `urlHttpsOnly`). */
export const settingsUrlSchema = z.string().check(
  z.trim(),
  z.refine((value) => isSettingsUrl(value), 'urlHttpsOnly'),
);

/** A stored URL that may be left empty. */
export const optionalSettingsUrlSchema = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || isSettingsUrl(value), 'urlHttpsOnly'),
);
