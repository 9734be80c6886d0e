import { createElement, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { adoptRegisteredStyles } from '../styles.js';
// the components' default theme (`--fw-*` values on :host), which no component imports itself
import '@fieldwatch/react/theme';

type R2wcProps<P> = Partial<Record<Extract<keyof P, string>, 'string' | 'number' | 'boolean' | 'json'>>;

/** r2wc's attribute for a prop: `apiBase` is written `api-base`. */
const attributeOf = (prop: string) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A custom element class from a React component: an open shadow root (so partners can style it with
 * `::part()` and tests can look inside) that adopts the bundle's stylesheets, those registered now
 * and those that arrive with later chunks; kebab-case attributes for the listed props. An attribute
 * removed or emptied is a prop gone back to its default: r2wc keeps the last value it parsed, so the
 * component is given only the props whose attribute has a value (setting a prop writes its attribute).
 */
export function createElementClass<P extends object>(component: ComponentType<P>, props: R2wcProps<P>): CustomElementConstructor {
  const names = Object.keys(props);
  function WrittenProps(given: P & { container?: HTMLElement }) {
    const host = hostOf(given.container);
    const shown: Record<string, unknown> = { ...given };
    if (host) for (const name of names) if (!host.getAttribute(attributeOf(name))) delete shown[name];
    return createElement(component, shown as P);
  }
  const Base = r2wc(WrittenProps as ComponentType<P & { container?: HTMLElement }>, { shadow: 'open', props: props as never }) as new () => HTMLElement & {
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
    connectedCallback(): void;
  };
  return class FieldwatchElement extends Base {
    constructor() {
      super();
      adoptRegisteredStyles(this.shadowRoot!);
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      super.attributeChangedCallback(name, old, value);
      // r2wc does not draw again for an attribute removed or emptied: draw, and WrittenProps leaves it out
      if (!value && old && this.isConnected) this.connectedCallback();
    }
  };
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
