/**
 * The custom elements, each declared once: its attributes, events, CSS custom properties and parts.
 *
 * The runtime reads the attributes (src/runtime/createElement.ts: which attributes r2wc observes, how a
 * written value is read, what an attribute not written gives); the events' names type the components'
 * dispatch. `npm run generate -w @fieldwatch/elements` (scripts/generate.ts) writes the rest from this
 * table: the TypeScript typings (src/generated/), custom-elements.json and the tables of
 * docs/embedding.md; a test fails when one of them is stale.
 *
 * What only documents (descriptions, detail types, CSS properties and parts) is left out of the bundle
 * by build/declarationDocs.ts, so partners' pages do not download it.
 */
import { fallbackLanguage, languageCodes, limits } from '@fieldwatch/core';

/** How an attribute is read, before its `min`/`max`/`values`. */
type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'enum';

interface AttributeBase {
  /** the attribute as written in HTML (kebab-case); the property is the key it is declared under */
  attribute: string;
  type: AttributeType;
  description: string;
  /** what an attribute not written means, when that is not a value (`default` is given to the element) */
  defaultText?: string;
}

interface StringAttribute extends AttributeBase {
  type: 'string';
  default?: string;
}

interface NumberAttribute extends AttributeBase {
  type: 'number';
  default?: number;
  /** a value outside is brought inside */
  min?: number;
  max?: number;
  /** rounded to a whole number */
  integer?: boolean;
}

interface BooleanAttribute extends AttributeBase {
  type: 'boolean';
  default?: boolean;
}

interface JsonAttribute extends AttributeBase {
  type: 'json';
  default?: unknown;
  /** the TypeScript type of the parsed value, as written in the typings */
  valueType: string;
}

interface EnumAttribute<V extends string = string> extends AttributeBase {
  type: 'enum';
  values: readonly V[];
  default?: V;
  /**
   * A value that is none of `values`: `default` (unless said otherwise) reads it as not written. `kept`:
   * the element reads the attribute itself (`locale="fr_FR"`, or none), given as written; `values` and
   * `default` then only type and document it, and are left out of the bundle (build/declarationDocs.ts).
   */
  others?: 'default' | 'kept';
}

export type AttributeDeclaration = StringAttribute | NumberAttribute | BooleanAttribute | JsonAttribute | EnumAttribute;

export interface EventDeclaration<N extends string = string> {
  name: N;
  /** the TypeScript type of `event.detail` */
  detail: string;
  description: string;
  /**
   * The name is also a DOM event's (`error`): the element types it on itself, but the page-wide maps
   * (HTMLElementEventMap, DocumentEventMap, WindowEventMap) keep the DOM's type.
   */
  domName?: boolean;
  /**
   * Sent on the element only, neither bubbling nor composed (src/runtime/createElement.ts); every other
   * event bubbles and is composed, heard on the document and the window.
   */
  contained?: boolean;
  /** Deprecated: the event's new name, sent beside it (src/runtime/createElement.ts, `formerNames`). */
  replacedBy?: string;
}

export interface ElementDeclaration {
  tag: string;
  /** the exported class (`@fieldwatch/elements`) */
  className: string;
  /** the element's type (its properties and events) */
  typeName: string;
  description: string;
  /** by property name (camelCase) */
  attributes: Record<string, AttributeDeclaration>;
  events: readonly EventDeclaration[];
  cssProperties: Readonly<Record<string, CssPropertyGroup>>;
  cssParts: Readonly<Record<string, string>>;
}

/** A group of the theme's custom properties: a title and each property's meaning. */
interface CssPropertyGroup {
  title: string;
  properties: Readonly<Record<`--fw-${string}`, string>>;
}

// ---- what every element has ----

const apiBase = {
  attribute: 'api-base',
  type: 'string',
  default: '/api',
  defaultText: "`/api` (the page's own origin)",
  description: 'Where the Fieldwatch API is: `https://<fieldwatch-host>/api`. A trailing `/` is ignored.',
} as const satisfies StringAttribute;

const locale = {
  attribute: 'locale',
  type: 'enum',
  // `zh`, the standard tag of Chinese, beside the catalogues' `cn`
  values: [...languageCodes, 'zh'],
  default: fallbackLanguage,
  others: 'kept',
  description:
    'Interface language: `en`, `fr`, `es`, `pt`, `ta`, `cn` or `zh` (Chinese) or `ar`. A locale or language tag also works (`fr_FR`, `zh-CN`, `zh-Hans`, `ar-EG`); anything unknown is English. `ar` lays the element out right to left (`dir="rtl"` on the element\'s inner wrapper only: the page does not change). The element does not read the page\'s `lang`.',
} as const satisfies EnumAttribute;

const views = ['public', 'user'] as const;

const organization = {
  attribute: 'organization',
  type: 'number',
  defaultText: 'all organizations',
  description: "Only this organization's public reports (its id, a number).",
} as const satisfies NumberAttribute;

const fwReportSelected = {
  name: 'fw-report-selected',
  detail: '{ id: number }',
  description:
    'A report was chosen: its map popup opened (marker clicked or chosen from the keyboard list), or it was clicked in the list.',
} as const satisfies EventDeclaration;

const fwReportSubmitted = {
  name: 'fw-report-submitted',
  detail: '{ id: number }',
  description: 'The report reached Fieldwatch: at once, or later when it was kept in the browser and sent when the connection returned.',
} as const satisfies EventDeclaration;

const fwError = {
  name: 'fw-error',
  detail: '{ code: string; apiBase: string; status?: number }',
  description:
    'Something did not go through: `detail.code` is a code of the API\'s error catalogue, `NETWORK_ERROR`, or, when the element first speaks to its `api-base`, `NOT_FIELDWATCH` (something answers there, but not Fieldwatch; `detail.status` is its HTTP status) or `API_UNREACHABLE` (nothing answers, or the browser refused the answer: CORS), or, from an anonymous `<report-form>`, `BROWSER_UNSUPPORTED` (no WebCrypto to sign with, as on an http:// page: nothing was sent); listed under "Error codes" in docs/embedding.md. `detail.apiBase` is the absolute API address. The element also shows it to the person.',
} as const satisfies EventDeclaration;

const fwReady = {
  name: 'fw-ready',
  detail: '{ apiBase: string }',
  description:
    'The element spoke to its `api-base` and a Fieldwatch server answered: once each time the element is connected (after the browser is back online, when it was offline).',
} as const satisfies EventDeclaration;

const reportSelected = {
  name: 'report-selected',
  detail: '{ id: number }',
  description: 'Deprecated: listen to `fw-report-selected`. Sent beside it, with the same detail, for one more release.',
  replacedBy: 'fw-report-selected',
} as const satisfies EventDeclaration;

const reportSubmitted = {
  name: 'report-submitted',
  detail: '{ id: number }',
  description: 'Deprecated: listen to `fw-report-submitted`. Sent beside it, with the same detail, for one more release.',
  replacedBy: 'fw-report-submitted',
} as const satisfies EventDeclaration;

const error = {
  name: 'error',
  detail: '{ code: string; apiBase: string; status?: number }',
  description:
    "Deprecated: listen to `fw-error`. Sent beside it, with the same detail, for one more release, on the element only: it neither bubbles nor leaves the shadow root, so the page's `window` `error` listeners and `window.onerror` never receive it.",
  domName: true,
  contained: true,
  replacedBy: 'fw-error',
} as const satisfies EventDeclaration;

/**
 * The theme's custom properties (packages/react/src/theme/contract.css.ts; a test checks that these are
 * its properties), set on the element itself to restyle it.
 */
const cssProperties = {
  colors: {
    title: 'colors',
    properties: {
      '--fw-color-text': 'Text.',
      '--fw-color-text-muted': 'Secondary text.',
      '--fw-color-background': 'Background behind surfaces.',
      '--fw-color-surface': 'Background of panels, fields and popups.',
      '--fw-color-surface-sunken': 'Background of sunken areas (drop zones, wells).',
      '--fw-color-border': 'Borders of fields and controls.',
      '--fw-color-border-subtle': 'Dividers and quiet borders.',
      '--fw-color-primary': 'Buttons, links, markers and clusters.',
      '--fw-color-primary-hover': 'Buttons under the pointer.',
      '--fw-color-on-primary': 'Text on primary.',
      '--fw-color-focus': 'Focus ring.',
      '--fw-color-danger': 'Errors, urgent reports.',
      '--fw-color-danger-surface': 'Background of error messages.',
      '--fw-color-success': 'Success, verified reports.',
      '--fw-color-success-surface': 'Background of success messages.',
      '--fw-color-warning': 'Warnings.',
      '--fw-color-warning-surface': 'Background of warnings.',
      '--fw-color-info': 'Information.',
      '--fw-color-info-surface': 'Background of information messages.',
      '--fw-color-selected': 'Background of the selected item.',
    },
  },
  type: {
    title: 'type',
    properties: {
      '--fw-font-body': 'Font family.',
      '--fw-font-size-small': 'Small text.',
      '--fw-font-size-body': 'Body text.',
      '--fw-font-size-large': 'Large text.',
      '--fw-font-size-heading': 'Headings.',
      '--fw-font-weight-regular': 'Regular weight.',
      '--fw-font-weight-bold': 'Bold weight.',
      '--fw-font-line-height': 'Line height.',
    },
  },
  spacing: {
    title: 'spacing',
    properties: {
      '--fw-space-xxs': 'Smallest space.',
      '--fw-space-xs': 'Extra small space.',
      '--fw-space-sm': "Small space (between an element's parts).",
      '--fw-space-md': 'Medium space.',
      '--fw-space-lg': 'Large space.',
      '--fw-space-xl': 'Extra large space.',
    },
  },
  shape: {
    title: 'shape',
    properties: {
      '--fw-radius-sm': 'Small corner radius.',
      '--fw-radius-md': 'Corner radius of panels and controls.',
      '--fw-radius-round': 'Round corners (pills, badges).',
      '--fw-shadow-raised': 'Shadow of raised panels and popups.',
    },
  },
  other: {
    title: 'other',
    properties: {
      '--fw-motion-duration': 'Duration of animations.',
      '--fw-size-control': 'Height of controls (2.75rem).',
      '--fw-size-form-width': 'Width of forms.',
      '--fw-size-nav-width': 'Width of navigation.',
    },
  },
} as const satisfies Record<string, CssPropertyGroup>;

const cssParts = { root: "The element's wrapper inside its shadow root (carries `lang` and `dir`)." } as const;

// ---- the elements ----

export const reportMap = {
  tag: 'report-map',
  className: 'ReportMapElementClass',
  typeName: 'ReportMapElement',
  description: "Public reports (or the signed-in user's view) on a map, clustered; maplibre-gl loads only when a map is on the page.",
  attributes: {
    apiBase,
    locale,
    organization,
    view: {
      attribute: 'view',
      type: 'enum',
      values: views,
      default: 'public',
      description:
        "`public`: the public reports, for everyone. `user`: what the user signed in to the Fieldwatch dashboard may see, with the dashboard's filters and the organizations' layers. Anything but `user` is `public`.",
    },
    center: {
      attribute: 'center',
      type: 'string',
      defaultText: "the public site's center",
      description:
        'First center of the map, `"latitude,longitude"` (as people write coordinates), e.g. `"-1.2921,36.8219"`. A value that is not a place (latitude beyond ±90, longitude beyond ±180, not numbers) is ignored.',
    },
    zoom: {
      attribute: 'zoom',
      type: 'number',
      min: limits.mapZoomMin,
      max: limits.mapZoomMax,
      defaultText: "the public site's zoom",
      description: `First zoom, ${limits.mapZoomMin}–${limits.mapZoomMax} (values outside are brought inside).`,
    },
    clustered: {
      attribute: 'clustered',
      type: 'boolean',
      default: true,
      description:
        'Clusters nearby reports (on when not written; `clustered` or `clustered=""` is on too). `clustered="false"`: one marker per report instead (beyond 50,000 reports the server still groups them).',
    },
    live: {
      attribute: 'live',
      type: 'boolean',
      default: false,
      description:
        "Follows the server's live updates (`GET /api/events`): the map loads its reports again a second after they change, so counts and markers follow without a reload. Only changes of reports the viewer may see arrive: the public reports for everyone, what the signed-in user may see in the `user` view.",
    },
    reportHref: {
      attribute: 'report-href',
      type: 'string',
      defaultText: 'none',
      description:
        'Where a popup\'s "View report" link leads; `{id}` is replaced by the report\'s id: `report-href="https://partner.example/reports/{id}"`. Without it the popup has no link, and the page learns the choice through `fw-report-selected`.',
    },
  },
  events: [fwReportSelected, fwError, fwReady, reportSelected, error],
  cssProperties,
  cssParts,
} as const satisfies ElementDeclaration;

export const reportForm = {
  tag: 'report-form',
  className: 'ReportFormElementClass',
  typeName: 'ReportFormElement',
  description: 'A form to send a report or grievance, without an account; kept in the browser and sent later when it cannot be sent now.',
  attributes: {
    apiBase,
    locale,
    view: {
      attribute: 'view',
      type: 'enum',
      values: views,
      default: 'public',
      description:
        '`public`: the report is sent anonymously (`POST /user/anonymous` gives a short token) into the organization the administrator chose for anonymous reports; there is no organization choice and no tags. `user`: sent as the user signed in to the Fieldwatch dashboard (only on the Fieldwatch origin).',
    },
  },
  events: [fwReportSubmitted, fwError, fwReady, reportSubmitted, error],
  cssProperties,
  cssParts,
} as const satisfies ElementDeclaration;

export const reportList = {
  tag: 'report-list',
  className: 'ReportListElementClass',
  typeName: 'ReportListElement',
  description: 'The latest public reports, newest first, with "Show more".',
  attributes: {
    apiBase,
    locale,
    organization,
    limit: {
      attribute: 'limit',
      type: 'number',
      default: 10,
      min: 1,
      max: 50,
      integer: true,
      description: 'Reports per page, 1–50 (rounded, brought inside); "Show more" loads the next page.',
    },
    live: {
      attribute: 'live',
      type: 'boolean',
      default: false,
      description:
        "Follows the server's live updates (`GET /api/events`): the list is fetched again a second after a public report is published, changed or removed.",
    },
    reportHref: {
      attribute: 'report-href',
      type: 'string',
      defaultText: 'none',
      description:
        'Each report is a link to this address, `{id}` replaced. Without it each report is a button. Either way choosing a report sends `fw-report-selected`.',
    },
  },
  events: [fwReportSelected, fwError, fwReady, reportSelected, error],
  cssProperties,
  cssParts,
} as const satisfies ElementDeclaration;

export const reportStory = {
  tag: 'report-story',
  className: 'ReportStoryElementClass',
  typeName: 'ReportStoryElement',
  description:
    'A published story: its cover, title, subtitle, text and the public reports it tells of (each with its date, a small map of its place and its first image); maplibre-gl loads only when the story holds a report.',
  attributes: {
    apiBase,
    locale,
    storyId: {
      attribute: 'story-id',
      type: 'number',
      min: 1,
      integer: true,
      defaultText: 'none: the element shows nothing until it is written',
      description:
        'The story\'s id (a number), as in its public address `/public/stories/{id}`. A story that does not exist or is not published, or a deployment with stories switched off, shows "Story not found" and sends `fw-error` with `RESOURCE_NOT_FOUND`.',
    },
  },
  events: [fwError, fwReady, error],
  cssProperties,
  cssParts,
} as const satisfies ElementDeclaration;

/** Every element, in the order the documentation shows them. */
export const elementDeclarations = [reportMap, reportForm, reportList, reportStory] as const;

// ---- types read from the declarations ----

/** The value an attribute gives the element once read. */
type AttributeValue<A extends AttributeDeclaration> = A extends { type: 'string' }
  ? string
  : A extends { type: 'number' }
    ? number
    : A extends { type: 'boolean' }
      ? boolean
      : A extends { type: 'enum'; values: readonly (infer V)[] }
        ? A extends { others: 'kept' }
          ? string
          : V
        : unknown;

/**
 * A component's props, read from its element's declaration: an attribute with a `default` is always
 * given (but for an enum the element reads itself); one without is given only when written. `container` is where r2wc renders (the shadow root).
 */
export type ElementProps<D extends ElementDeclaration> = { container?: HTMLElement | ShadowRoot } & {
  [K in keyof D['attributes'] as Given<D['attributes'][K]> extends true ? K : never]: AttributeValue<D['attributes'][K]>;
} & {
  [K in keyof D['attributes'] as Given<D['attributes'][K]> extends true ? never : K]?: AttributeValue<D['attributes'][K]>;
};

/** Whether the runtime always gives an attribute: it has a default, and is not read by the element itself. */
type Given<A> = A extends { others: 'kept' } ? false : A extends { default: unknown } ? true : false;

/** The names of the events an element sends. */
export type EventName<D extends ElementDeclaration> = D['events'][number]['name'];
