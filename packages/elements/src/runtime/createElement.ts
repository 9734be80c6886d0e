import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { adoptStyles } from '../adopt-styles.js';
import { elementStyles } from '../styles.js';

type R2wcProps<P> = Partial<Record<Extract<keyof P, string>, 'string' | 'number' | 'boolean' | 'json'>>;

/**
 * A custom element class from a React component: an open shadow root (so partners can style it with
 * `::part()` and tests can look inside), the shared stylesheets adopted there before the first render,
 * kebab-case attributes for the listed props. `lazyStyles` arrive later (maplibre-gl's, with the map).
 */
export function createElementClass<P extends object>(
  component: ComponentType<P>,
  props: R2wcProps<P>,
  lazyStyles?: () => Promise<string>,
): CustomElementConstructor {
  const Base = r2wc(component as ComponentType<P & { container?: HTMLElement }>, { shadow: 'open', props: props as never });
  return class FieldwatchElement extends Base {
    constructor() {
      super();
      const root = this.shadowRoot!;
      adoptStyles(root, elementStyles);
      void lazyStyles?.().then((css) => adoptStyles(root, [css]));
    }
  };
}

/** The element a component is rendered in: r2wc passes the shadow root as `container`. */
export const hostOf = (container: unknown): HTMLElement | null =>
  container instanceof ShadowRoot ? (container.host as HTMLElement) : container instanceof HTMLElement ? container : null;
