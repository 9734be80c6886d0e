import { limits } from '../limits.js';
import { defaultLanguageLocale, languageLocales } from '../i18n/languages.js';

/**
 * Every option with its default. Values are strings; booleans are '0'/'1'.
 * Optional areas (stories, analytics, messages, folders, export, import, organizations) are on by default
 * and can each be switched off here; what publishes data (anonymous submission, the public site) is off
 * until an administrator turns it on (docs/decisions.md).
 * The defaults stand apart from the schemas (options.ts), in a module without zod, so that what needs
 * only a default (the public map) does not bring zod or every option's validation into the elements'
 * download.
 */
export const defaultOptions = {
  broadcasts_enabled: '1',
  organizations_shown: '1',
  updates_enabled: '1',
  assignment_enabled: '1',
  urgency_enabled: '1',
  lifecycle_enabled: '1',
  mobile_updates_enabled: '1',
  analytics_enabled: '1',
  stories_enabled: '1',
  folders_enabled: '1',
  export_enabled: '1',
  import_enabled: '1',
  default_language: defaultLanguageLocale as string,
  /** comma-separated locales; the default language is always among them */
  languages_enabled: languageLocales.join(','),
  timezone: 'Europe/London',
  latitude: String(limits.mapDefaultLatitude),
  longitude: String(limits.mapDefaultLongitude),
  zoom: String(limits.mapDefaultZoom),
  /**
   * The "map" basemap: a MapLibre style URL or a Mapbox style (`mapbox://styles/…`); empty means the
   * server's MAP_STYLE_URL, else the offline basemap that ships with the product
   */
  basemap_map: '',
  /** The "satellite" basemap: a style URL, a Mapbox style or a raster XYZ template; empty offers no satellite */
  basemap_satellite: '',
  /** credit shown on the map for raster satellite tiles (providers require one); plain text */
  basemap_satellite_attribution: '',
  anonymous_enabled: '0',
  anonymous_organization: '',
  /** '1': `POST /user/anonymous` asks a proof-of-work solution first (the server's ANONYMOUS_CHALLENGE=1 turns it on too) */
  anonymous_challenge_enabled: '0',
  mobile_datepicker: '1',
  mobile_maps_enabled: '1',
  lessons_url: '',
  emergency_enabled: '0',
  /** comma-separated user ids who receive emergency alerts */
  emergency_users: '',
  /** comma-separated phone numbers in international form */
  emergency_phones: '',
  public_map_enabled: '0',
  public_grievance_enabled: '0',
  public_brand_enabled: '0',
  public_language: defaultLanguageLocale as string,
  public_tagline: '',
  public_primary_colour: '#1f5f8b',
  public_about: '',
  public_contact_name: '',
  public_contact_email: '',
  public_contact_phone: '',
  public_cover_image: '',
  public_about_image: '',
  /** when '1', an Organization Admin or Administrator with no second factor may only set one up (docs/sign-in.md) */
  require_2fa_admins: '0',
} satisfies Record<string, string>;

export type OptionName = keyof typeof defaultOptions;
export type Options = Record<OptionName, string>;
export const optionNames = Object.keys(defaultOptions) as OptionName[];
