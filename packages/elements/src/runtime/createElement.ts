import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { adoptRegisteredStyles } from '../styles.js';
// the components' default theme (`--fw-*` values on :host), which no component imports itself
import '@fieldwatch/react/theme';

type R2wcProps<P> = Partial<Record<Extract<keyof P, string>, 'string' | 'number' | 'boolean' | 'json'>>;

/**
 * A custom element class from a React component: an open shadow root (so partners can style it with
 * `::part()` and tests can look inside) that adopts the bundle's stylesheets, those registered now
 * and those that arrive with later chunks; kebab-case attributes for the listed props.
 */
export function createElementClass<P extends object>(component: ComponentType<P>, props: R2wcProps<P>): CustomElementConstructor {
  const Base = r2wc(component as ComponentType<P & { container?: HTMLElement }>, { shadow: 'open', props: props as never });
  return class FieldwatchElement extends Base {
    constructor() {
      super();
      adoptRegisteredStyles(this.shadowRoot!);
    }
  };
}

/** The element a component is rendered in: r2wc passes the shadow root as `container`. */
export const hostOf = (container: unknown): HTMLElement | null =>
  container instanceof ShadowRoot ? (container.host as HTMLElement) : container instanceof HTMLElement ? container : null;
