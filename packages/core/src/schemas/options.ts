import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { languageLocales } from '../i18n/languages.js';
import { basemapValueMax, isBasemapAccepted, type BasemapChoice } from '../geo/basemaps.js';
import { defaultOptions, optionNames, type OptionName, type Options } from './optionDefaults.js';
import { isSettingsUrl, optionalSettingsUrlSchema } from './settingsUrl.js';

export { defaultOptions, optionNames, type OptionName, type Options } from './optionDefaults.js';

const flag = z.enum(['0', '1'], { error: 'invalidValue' });
const number = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.regex(/^-?\d+(\.\d+)?$/, 'invalidValue'),
    z.refine((v) => Number(v) >= min && Number(v) <= max, 'invalidValue'),
  );
const text = (max: number) => z.string().check(z.maxLength(max, 'invalidValue'));
/** The public site's images: empty, the address the server gave an uploaded image, or an https URL. */
const publicImage = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || /^\/api\/public\/site\/image\/(cover|about)\?v=[\w-]{1,64}$/.test(v) || isSettingsUrl(v), 'urlHttpsOnly'),
);
const locale = z.enum(languageLocales as [string, ...string[]], { error: 'invalidValue' });
/** A basemap option: one of the kinds that choice accepts (geo/basemaps.ts). */
const basemap = (choice: BasemapChoice) =>
  z.string().check(
    z.maxLength(basemapValueMax, 'basemapInvalid'),
    z.refine((v) => isBasemapAccepted(choice, v), 'basemapInvalid'),
  );
const idOrEmpty = z.string().check(z.regex(/^(\d+)?$/, 'invalidValue'));
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** What each option accepts (`PUT /options`). */
const optionSchemas: Record<OptionName, z.ZodMiniType<string>> = {
  broadcasts_enabled: flag,
  require_2fa_admins: flag,
  organizations_shown: flag,
  updates_enabled: flag,
  assignment_enabled: flag,
  urgency_enabled: flag,
  lifecycle_enabled: flag,
  mobile_updates_enabled: flag,
  analytics_enabled: flag,
  stories_enabled: flag,
  folders_enabled: flag,
  export_enabled: flag,
  import_enabled: flag,
  default_language: locale,
  languages_enabled: z
    .string()
    .check(z.refine((v) => v.split(',').every((l) => (languageLocales as string[]).includes(l.trim())), 'invalidValue')),
  timezone: z.string().check(z.refine(isTimeZone, 'invalidValue')),
  latitude: number(limits.latitudeMin, limits.latitudeMax),
  longitude: number(limits.longitudeMin, limits.longitudeMax),
  zoom: number(limits.mapZoomMin, limits.mapZoomMax),
  basemap_map: basemap('map'),
  basemap_satellite: basemap('satellite'),
  basemap_satellite_attribution: text(200),
  anonymous_enabled: flag,
  anonymous_organization: idOrEmpty,
  anonymous_challenge_enabled: flag,
  mobile_datepicker: flag,
  mobile_maps_enabled: flag,
  lessons_url: optionalSettingsUrlSchema,
  emergency_enabled: flag,
  emergency_users: z.string().check(z.regex(/^(\d+(,\d+)*)?$/, 'invalidValue')),
  emergency_phones: z.string().check(z.regex(/^(\+\d{4,16}(,\+\d{4,16})*)?$/, 'invalidValue')),
  public_map_enabled: flag,
  public_grievance_enabled: flag,
  public_brand_enabled: flag,
  public_language: locale,
  public_tagline: text(200),
  public_primary_colour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'invalidValue')),
  public_about: text(5000),
  public_contact_name: text(100),
  public_contact_email: z.union([z.literal(''), z.email('invalidEmail')]),
  public_contact_phone: text(40),
  public_cover_image: publicImage,
  public_about_image: publicImage,
};

/** Every option with its default and its schema. */
export const optionDefinitions = Object.fromEntries(
  optionNames.map((name) => [name, { default: defaultOptions[name], schema: optionSchemas[name] }]),
) as Record<OptionName, { default: string; schema: z.ZodMiniType<string> }>;

/** Turning `updates_enabled` off forces these off too: each is a way of updating reports. */
export const optionsForcedOffWithoutUpdates = [
  'assignment_enabled',
  'urgency_enabled',
  'lifecycle_enabled',
  'mobile_updates_enabled',
] as const satisfies readonly OptionName[];

/** `PUT /options` body: a list of `{name, value}`. */
export const optionsUpdateSchema = z
  .array(
    z.strictObject({
      name: z.enum(optionNames as [OptionName, ...OptionName[]], { error: 'unknownField' }),
      value: z.string({ error: 'required' }),
    }),
  )
  .check(
    z.minLength(1, 'required'),
    z.superRefine((items, ctx) => {
      items.forEach((item, index) => {
        const result = optionDefinitions[item.name].schema.safeParse(item.value);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', path: [index, 'value'], message: result.error.issues[0]?.message ?? 'invalidValue' });
        }
      });
    }),
  );
export type OptionsUpdate = z.infer<typeof optionsUpdateSchema>;

/** Applies the rules that tie options together; returns the options to store. */
export function normalizeOptions(current: Options, changes: OptionsUpdate): Options {
  const next: Options = { ...current };
  for (const { name, value } of changes) next[name] = value.trim();
  if (next.updates_enabled === '0') {
    for (const name of optionsForcedOffWithoutUpdates) next[name] = '0';
  }
  const enabled = new Set(
    next.languages_enabled
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  enabled.add(next.default_language);
  next.languages_enabled = languageLocales.filter((l) => enabled.has(l)).join(',');
  return next;
}

export const handshakeSchema = z.object({
  languages: z.array(z.object({ code: z.string(), locale: z.string(), name: z.string(), dir: z.enum(['ltr', 'rtl']) })),
  default_language: z.string(),
  timezone: z.string(),
  /** what a map needs before sign-in (public embeds draw maps too): the server's MAPBOX_TOKEN and MAP_STYLE_URL */
  map: z.object({
    mapbox_token: z.string().check(z.describe('public Mapbox token (pk.…) for mapbox:// styles; empty when unset')),
    style_url: z.string().check(z.describe('the "map" basemap when option basemap_map is empty; empty: the offline basemap')),
  }),
});
export type Handshake = z.infer<typeof handshakeSchema>;
