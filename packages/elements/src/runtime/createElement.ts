import { createElement, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { adoptRegisteredStyles } from '../styles.js';
// the components' default theme (`--fw-*` values on :host), which no component imports itself
import '@fieldwatch/react/theme';
import type { AttributeDeclaration, ElementDeclaration, ElementProps, EventName } from '../declarations.js';
import type { FieldwatchElementEventMap } from '../generated/types.js';

/** r2wc's parser for an attribute's type (an enum is read as a string, then checked). */
const r2wcType = (type: AttributeDeclaration['type']) => (type === 'enum' ? 'string' : type);

/**
 * A boolean attribute as HTML reads one: written (`clustered`, `clustered=""`, `clustered="yes"`) is
 * true, not written is the declared default. One value more than HTML's: `"false"` (any case) is false,
 * so that an attribute that is on by default (`clustered`) can be switched off in markup.
 */
function readBoolean(written: string | null, fallback: boolean | undefined): boolean | undefined {
  if (written === null) return fallback;
  return written.trim().toLowerCase() !== 'false';
}

/**
 * An attribute as the element is given it: the value r2wc parsed from what is written, or the
 * declared `default` (undefined: the prop is left out) when it is not written, is empty, is not a
 * number, or is none of an enum's values. A number is brought inside its `min`–`max`. A boolean is
 * read from what is written (readBoolean): present is true, even empty.
 */
export function readAttribute(declaration: AttributeDeclaration, written: string | null, parsed: unknown): unknown {
  if (declaration.type === 'boolean') return readBoolean(written, declaration.default);
  if (!written) return declaration.default;
  switch (declaration.type) {
    case 'number': {
      if (typeof parsed !== 'number' || !Number.isFinite(parsed)) return declaration.default;
      const value = declaration.integer ? Math.round(parsed) : parsed;
      return Math.min(declaration.max ?? Infinity, Math.max(declaration.min ?? -Infinity, value));
    }
    case 'enum':
      return declaration.others === 'kept' || declaration.values.includes(written) ? written : declaration.default;
    default:
      return parsed;
  }
}

/**
 * Without a DOM (Node, a framework rendering on the server) there is no `HTMLElement` to extend: the
 * class is a stand-in that nothing registers (defineElement registers only in a browser), so importing
 * the package there does not throw.
 */
class ServerStandIn {
  constructor() {
    throw new Error('Fieldwatch elements need a browser: without a DOM they are not defined');
  }
}

/**
 * A custom element class from its declaration (src/declarations.ts) and a React component: an open
 * shadow root (so partners can style it with `::part()` and tests can look inside) that adopts the
 * bundle's stylesheets, those registered now and those that arrive with later chunks; the declared
 * attributes, kebab-case, each also a property (setting it writes the attribute). An attribute removed
 * or emptied is a prop gone back to its default: r2wc keeps the last value it parsed, so the component
 * is given each attribute read again from what is written now (readAttribute). A boolean property takes
 * `true`/`false` or a string read as the attribute would be (`"false"` is false), and writes `""` or
 * `"false"`: r2wc's own would write any string, `"false"` included, as `"true"` (React 19 sets a
 * property when the element has one).
 */
export function createElementClass<D extends ElementDeclaration>(
  declaration: D,
  component: ComponentType<ElementProps<D>>,
): CustomElementConstructor {
  if (typeof HTMLElement === 'undefined') return ServerStandIn as unknown as CustomElementConstructor;
  const attributes = Object.entries(declaration.attributes);
  function WrittenProps(given: Record<string, unknown> & { container?: HTMLElement | ShadowRoot }) {
    const host = hostOf(given.container);
    const shown: Record<string, unknown> = { ...given };
    for (const [name, attribute] of attributes) {
      const value = readAttribute(attribute, host ? host.getAttribute(attribute.attribute) : null, given[name]);
      if (value === undefined) delete shown[name];
      else shown[name] = value;
    }
    return createElement(component as ComponentType<Record<string, unknown>>, shown);
  }
  const props = Object.fromEntries(attributes.map(([name, attribute]) => [name, r2wcType(attribute.type)]));
  const Base = r2wc(WrittenProps, { shadow: 'open', props: props as never }) as new () => HTMLElement & {
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
    connectedCallback(): void;
  };
  class FieldwatchElement extends Base {
    constructor() {
      super();
      adoptRegisteredStyles(this.shadowRoot!);
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      super.attributeChangedCallback(name, old, value);
      // r2wc does not draw again for an attribute removed, emptied or written empty (a bare boolean):
      // draw, and WrittenProps reads what is written now
      if (!value && old !== value && this.isConnected) this.connectedCallback();
    }
  }
  for (const [name, attribute] of attributes) {
    if (attribute.type !== 'boolean') continue;
    Object.defineProperty(FieldwatchElement.prototype, name, {
      enumerable: true,
      configurable: true,
      get(this: HTMLElement) {
        return readBoolean(this.getAttribute(attribute.attribute), attribute.default);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute.attribute);
        else {
          const off = value === false || (typeof value === 'string' && readBoolean(value, undefined) === false);
          this.setAttribute(attribute.attribute, off ? 'false' : '');
        }
      },
    });
  }
  return FieldwatchElement;
}

/** The element a component is rendered in: r2wc passes the shadow root as `container`. */
export const hostOf = (container: unknown): HTMLElement | null =>
  container instanceof ShadowRoot ? (container.host as HTMLElement) : container instanceof HTMLElement ? container : null;

const pageShared = new Map<string, unknown>();

/**
 * One value per key for the whole page, made by whichever element asks first: each kind of element
 * bundles its own core (build/elementGraphs.ts), but what they share, a session and the refresh token
 * that rotates with it, must be one per API base. This module is the entry's, one for every element.
 */
export function shareOnPage<T>(key: string, make: () => T): T {
  if (!pageShared.has(key)) pageShared.set(key, make());
  return pageShared.get(key) as T;
}

/** The detail an element's event carries (src/declarations.ts, typed in src/generated/types.ts). */
export type EventDetail<K extends keyof FieldwatchElementEventMap> = FieldwatchElementEventMap[K]['detail'];

/**
 * The names the events had before the `fw-` prefix, each still sent beside its new one for one release
 * (deprecated, src/declarations.ts `replacedBy`). The old `error` is sent on the element only: an `error`
 * that bubbled reached the page's `window` `error` listeners, which error trackers log.
 */
export const formerNames = {
  'fw-report-selected': 'report-selected',
  'fw-report-submitted': 'report-submitted',
  'fw-error': 'error',
} as const;

/**
 * Events that reach the partner page: they bubble and cross the shadow boundary, and the deprecated
 * former name follows (`formerNames`; `error` without bubbling). Here, with the rest of the runtime the
 * entry holds, so that the elements' chunks share it without a chunk of its own.
 */
export function dispatchElementEvent<K extends keyof FieldwatchElementEventMap>(
  target: EventTarget,
  type: K,
  detail: EventDetail<K>,
): boolean {
  const sent = target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  const former = (formerNames as Partial<Record<string, string>>)[type];
  if (former) target.dispatchEvent(new CustomEvent(former, { detail, bubbles: former !== 'error', composed: former !== 'error' }));
  return sent;
}

/** The events an element's component sends itself: the new names (the former follow, `formerNames`). */
type SentEvent<D extends ElementDeclaration> = Extract<EventName<D>, `fw-${string}`> & keyof FieldwatchElementEventMap;

/**
 * What an element's component sends its events with: only the events its declaration names, each
 * with its detail; nothing is sent before the element has a host.
 */
export function elementEvents<D extends ElementDeclaration>(host: HTMLElement | null) {
  return <K extends SentEvent<D>>(type: K, detail: EventDetail<K>): boolean => (host ? dispatchElementEvent(host, type, detail) : false);
}
