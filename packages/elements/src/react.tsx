/**
 * `@fieldwatch/elements/react`: the four elements as React components, for React apps (and
 * server-rendering frameworks) that would rather pass typed props than write the tags. Each renders its
 * custom element, writes the props as the element's attributes, listens to the element's events through
 * `on…` props, and registers the elements in the browser once mounted (a dynamic import of
 * `@fieldwatch/elements/define`): on the server it renders the tag alone, which the browser upgrades.
 * React is the app's (a peer dependency); the elements keep their own React inside their bundle.
 */
import { createElement, useEffect, useRef, type CSSProperties, type ReactElement, type ReactNode, type Ref } from 'react';
import type {
  FieldwatchElementEventMap,
  ReportFormElement,
  ReportFormElementProperties,
  ReportListElement,
  ReportListElementProperties,
  ReportMapElement,
  ReportMapElementProperties,
  ReportStoryElement,
  ReportStoryElementProperties,
} from '@fieldwatch/elements';

/** The detail of an element's `fw-…` event, as the typings declare it. */
type DetailOf<Name extends keyof FieldwatchElementEventMap> = FieldwatchElementEventMap[Name] extends CustomEvent<infer D> ? D : never;

type ReportSelectedDetail = DetailOf<'fw-report-selected'>;
type ReportSubmittedDetail = DetailOf<'fw-report-submitted'>;
type ErrorDetail = DetailOf<'fw-error'>;
type ReadyDetail = DetailOf<'fw-ready'>;

/** Which event each handler prop listens to. */
const eventNames = {
  onReportSelected: 'fw-report-selected',
  onReportSubmitted: 'fw-report-submitted',
  onError: 'fw-error',
  onReady: 'fw-ready',
} as const;

type HandlerName = keyof typeof eventNames;

/** What every wrapper takes besides the element's own props. */
interface CommonProps<E extends HTMLElement> {
  /** The element itself, once rendered. */
  ref?: Ref<E>;
  id?: string;
  className?: string;
  style?: CSSProperties;
  hidden?: boolean;
  /** Shown until the element is registered and draws (its light DOM; the element draws in its shadow root). */
  children?: ReactNode;
  /** Something did not go through: `detail.code` (docs/embedding.md, "Error codes"). */
  onError?: (event: CustomEvent<ErrorDetail>) => void;
  /** The element is drawn and has what it needs from the server. */
  onReady?: (event: CustomEvent<ReadyDetail>) => void;
}

export interface ReportMapProps extends ReportMapElementProperties, CommonProps<ReportMapElement> {
  /** A report was chosen on the map: `detail.id`. */
  onReportSelected?: (event: CustomEvent<ReportSelectedDetail>) => void;
}

export interface ReportFormProps extends ReportFormElementProperties, CommonProps<ReportFormElement> {
  /** The report reached Fieldwatch (at once, or later when it was kept offline): `detail.id`. */
  onReportSubmitted?: (event: CustomEvent<ReportSubmittedDetail>) => void;
}

export interface ReportListProps extends ReportListElementProperties, CommonProps<ReportListElement> {
  /** A report was chosen in the list: `detail.id`. */
  onReportSelected?: (event: CustomEvent<ReportSelectedDetail>) => void;
}

/** A story has no event of its own: `onError` ("Story not found" is `RESOURCE_NOT_FOUND`) and `onReady`. */
export type ReportStoryProps = ReportStoryElementProperties & CommonProps<ReportStoryElement>;

let registering: Promise<unknown> | null = null;

/** Registers the four elements, once per page; only ever called in the browser (from an effect). */
function register(): void {
  registering ??= import('@fieldwatch/elements/define').catch((error: unknown) => {
    registering = null;
    console.error('Fieldwatch: the elements could not be loaded', error);
  });
}

/** `apiBase` → `api-base`, as the element's attributes are written. */
const attributeName = (property: string) => property.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

/**
 * A prop as the attribute's text. A boolean is `""` (present: true) or `"false"`, which the elements
 * read as false (docs/embedding.md, "Attributes"); React writes a string whether the element is
 * registered yet or not, where `false` would be no attribute at all, that is the default.
 */
function attributeValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? '' : 'false';
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

const common = new Set(['ref', 'id', 'className', 'style', 'hidden', 'children']);

/** A React component of an element. */
export type ElementComponent<P> = ((props: P) => ReactElement) & { displayName: string };

function wrapperOf<E extends HTMLElement, P extends CommonProps<E>>(
  tag: string,
  properties: readonly string[],
  handlers: readonly HandlerName[],
): ElementComponent<P> {
  function FieldwatchElement(props: P): ReactElement {
    const element = useRef<E | null>(null);
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });
    useEffect(register, []);
    useEffect(() => {
      const target = element.current;
      if (!target) return;
      const listeners = handlers.map((handler) => {
        const listener = (event: Event) => (latest.current[handler as keyof P] as ((event: Event) => void) | undefined)?.(event);
        target.addEventListener(eventNames[handler], listener);
        return () => target.removeEventListener(eventNames[handler], listener);
      });
      return () => listeners.forEach((remove) => remove());
    }, []);
    const given = props as Record<string, unknown>;
    const attributes: Record<string, unknown> = {};
    for (const property of properties) {
      const value = attributeValue(given[property]);
      if (value !== undefined) attributes[attributeName(property)] = value;
    }
    for (const name of common) if (name !== 'ref' && name !== 'children' && given[name] !== undefined) attributes[name] = given[name];
    const ref = (node: E | null): (() => void) | undefined => {
      element.current = node;
      const outer = props.ref;
      if (typeof outer === 'function') {
        const cleanup = outer(node);
        return typeof cleanup === 'function' ? cleanup : undefined;
      }
      if (outer) outer.current = node;
      return undefined;
    };
    return createElement(tag, { ...attributes, ref, suppressHydrationWarning: true }, props.children);
  }
  FieldwatchElement.displayName = `Fieldwatch(${tag})`;
  return FieldwatchElement;
}

/** Every property of an element's typings, listed once: a property added to the declarations fails to compile here until listed. */
const all =
  <T,>() =>
  <const L extends readonly (keyof T & string)[]>(list: L & ([Exclude<keyof T, L[number]>] extends [never] ? unknown : never)) =>
    list;

/** The element's attributes by property name, as the wrappers write them (a test checks them against the declarations). */
export const wrappedProperties = {
  'report-map': all<ReportMapElementProperties>()([
    'apiBase',
    'locale',
    'organization',
    'view',
    'center',
    'zoom',
    'clustered',
    'live',
    'reportHref',
  ]),
  'report-form': all<ReportFormElementProperties>()(['apiBase', 'locale', 'view']),
  'report-list': all<ReportListElementProperties>()(['apiBase', 'locale', 'organization', 'limit', 'live', 'reportHref']),
  'report-story': all<ReportStoryElementProperties>()(['apiBase', 'locale', 'storyId']),
} as const;

/** `<report-map>`: public reports (or the signed-in user's view) on a map. Give it a height (`style={{ blockSize: '30rem' }}`). */
export const ReportMap = wrapperOf<ReportMapElement, ReportMapProps>('report-map', wrappedProperties['report-map'], [
  'onReportSelected',
  'onError',
  'onReady',
]);

/** `<report-form>`: send a report or grievance, without an account; kept in the browser when it cannot be sent now. */
export const ReportForm = wrapperOf<ReportFormElement, ReportFormProps>('report-form', wrappedProperties['report-form'], [
  'onReportSubmitted',
  'onError',
  'onReady',
]);

/** `<report-list>`: the latest public reports, newest first. */
export const ReportList = wrapperOf<ReportListElement, ReportListProps>('report-list', wrappedProperties['report-list'], [
  'onReportSelected',
  'onError',
  'onReady',
]);

/** `<report-story>`: a published story, its public reports read live. */
export const ReportStory = wrapperOf<ReportStoryElement, ReportStoryProps>('report-story', wrappedProperties['report-story'], [
  'onError',
  'onReady',
]);
