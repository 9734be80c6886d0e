import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { defaultLanguageLocale, languageLocales } from '../i18n/languages.js';
import { basemapValueMax, isBasemapAccepted, type BasemapChoice } from '../geo/basemaps.js';

const flag = z.enum(['0', '1'], { error: 'invalidValue' });
const number = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.regex(/^-?\d+(\.\d+)?$/, 'invalidValue'),
    z.refine((v) => Number(v) >= min && Number(v) <= max, 'invalidValue'),
  );
const text = (max: number) => z.string().check(z.maxLength(max, 'invalidValue'));
const url = z.union([z.literal(''), z.url('invalidValue').check(z.maxLength(2048, 'invalidValue'))]);
const locale = z.enum(languageLocales as [string, ...string[]], { error: 'invalidValue' });
/** A basemap option: one of the kinds that choice accepts (geo/basemaps.ts). */
const basemap = (choice: BasemapChoice) =>
  z.string().check(z.maxLength(basemapValueMax, 'basemapInvalid'), z.refine((v) => isBasemapAccepted(choice, v), 'basemapInvalid'));
const idOrEmpty = z.string().check(z.regex(/^(\d+)?$/, 'invalidValue'));
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * Every option of spec §3 with its default. Values are strings; booleans are '0'/'1' (spec §3).
 * Pages the spec shows "in some deployments" are on by default and can be switched off here (DESIGN.md).
 */
export const optionDefinitions = {
  broadcasts_enabled: { default: '1', schema: flag },
  organizations_shown: { default: '1', schema: flag },
  updates_enabled: { default: '1', schema: flag },
  assignment_enabled: { default: '1', schema: flag },
  urgency_enabled: { default: '1', schema: flag },
  lifecycle_enabled: { default: '1', schema: flag },
  mobile_updates_enabled: { default: '1', schema: flag },
  analytics_enabled: { default: '1', schema: flag },
  stories_enabled: { default: '1', schema: flag },
  folders_enabled: { default: '1', schema: flag },
  export_enabled: { default: '1', schema: flag },
  import_enabled: { default: '1', schema: flag },
  default_language: { default: defaultLanguageLocale as string, schema: locale },
  /** comma-separated locales; the default language is always among them */
  languages_enabled: {
    default: languageLocales.join(','),
    schema: z
      .string()
      .check(z.refine((v) => v.split(',').every((l) => (languageLocales as string[]).includes(l.trim())), 'invalidValue')),
  },
  timezone: { default: 'Europe/London', schema: z.string().check(z.refine(isTimeZone, 'invalidValue')) },
  latitude: { default: String(limits.mapDefaultLatitude), schema: number(limits.latitudeMin, limits.latitudeMax) },
  longitude: { default: String(limits.mapDefaultLongitude), schema: number(limits.longitudeMin, limits.longitudeMax) },
  zoom: { default: String(limits.mapDefaultZoom), schema: number(limits.mapZoomMin, limits.mapZoomMax) },
  /**
   * The "map" basemap: a MapLibre style URL or a Mapbox style (`mapbox://styles/…`); empty means the
   * server's MAP_STYLE_URL, else the offline basemap that ships with the product
   */
  basemap_map: { default: '', schema: basemap('map') },
  /** The "satellite" basemap: a style URL, a Mapbox style or a raster XYZ template; empty offers no satellite */
  basemap_satellite: { default: '', schema: basemap('satellite') },
  /** credit shown on the map for raster satellite tiles (providers require one); plain text */
  basemap_satellite_attribution: { default: '', schema: text(200) },
  anonymous_enabled: { default: '0', schema: flag },
  anonymous_organization: { default: '', schema: idOrEmpty },
  mobile_datepicker: { default: '1', schema: flag },
  mobile_maps_enabled: { default: '1', schema: flag },
  lessons_url: { default: '', schema: url },
  emergency_enabled: { default: '0', schema: flag },
  /** comma-separated user ids who receive emergency alerts */
  emergency_users: { default: '', schema: z.string().check(z.regex(/^(\d+(,\d+)*)?$/, 'invalidValue')) },
  /** comma-separated phone numbers in international form */
  emergency_phones: { default: '', schema: z.string().check(z.regex(/^(\+\d{4,16}(,\+\d{4,16})*)?$/, 'invalidValue')) },
  public_map_enabled: { default: '0', schema: flag },
  public_grievance_enabled: { default: '0', schema: flag },
  public_brand_enabled: { default: '0', schema: flag },
  public_language: { default: defaultLanguageLocale as string, schema: locale },
  public_tagline: { default: '', schema: text(200) },
  public_primary_colour: { default: '#1f5f8b', schema: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'invalidValue')) },
  public_about: { default: '', schema: text(5000) },
  public_contact_name: { default: '', schema: text(100) },
  public_contact_email: { default: '', schema: z.union([z.literal(''), z.email('invalidEmail')]) },
  public_contact_phone: { default: '', schema: text(40) },
  public_cover_image: { default: '', schema: text(2048) },
  public_about_image: { default: '', schema: text(2048) },
} as const satisfies Record<string, { default: string; schema: z.ZodMiniType<string> }>;

export type OptionName = keyof typeof optionDefinitions;
export type Options = Record<OptionName, string>;
export const optionNames = Object.keys(optionDefinitions) as OptionName[];

export const defaultOptions: Options = Object.fromEntries(
  optionNames.map((name) => [name, optionDefinitions[name].default]),
) as Options;

/** Spec §2 Settings: turning updates off forces these off. */
export const optionsForcedOffWithoutUpdates = [
  'assignment_enabled',
  'urgency_enabled',
  'lifecycle_enabled',
  'mobile_updates_enabled',
] as const satisfies readonly OptionName[];

/** `PUT /options` body: a list of `{name, value}` (spec §7). */
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
  const enabled = new Set(next.languages_enabled.split(',').map((l) => l.trim()).filter(Boolean));
  enabled.add(next.default_language);
  next.languages_enabled = languageLocales.filter((l) => enabled.has(l)).join(',');
  return next;
}

export const handshakeSchema = z.object({
  languages: z.array(
    z.object({ code: z.string(), locale: z.string(), name: z.string(), dir: z.enum(['ltr', 'rtl']) }),
  ),
  default_language: z.string(),
  timezone: z.string(),
  /** what a map needs before sign-in (public embeds draw maps too): the server's MAPBOX_TOKEN and MAP_STYLE_URL */
  map: z.object({
    mapbox_token: z.string().check(z.describe('public Mapbox token (pk.…) for mapbox:// styles; empty when unset')),
    style_url: z.string().check(z.describe('the "map" basemap when option basemap_map is empty; empty: the offline basemap')),
  }),
});
export type Handshake = z.infer<typeof handshakeSchema>;
