import { adoptStyles } from './adopt-styles.js';

/**
 * The host's own rules: an element is a block, in the theme's font and colors, which partners
 * override with `--fw-*` properties set on the element itself (`report-form { --fw-color-primary: … }`):
 * the default theme is declared on `:host`, so a value set further up the page does not reach in.
 */
const hostCss = `:host { display: block; font-family: var(--fw-font-body, system-ui, sans-serif); color: var(--fw-color-text, #1b1f23); line-height: 1.5; }
:host([hidden]) { display: none; }
.fw-element { display: flex; flex-direction: column; gap: var(--fw-space-sm, 0.5rem); block-size: 100%; }
.fw-problem { margin: 0; padding: var(--fw-space-sm, 0.5rem) var(--fw-space-md, 1rem); border-inline-start: 4px solid var(--fw-color-danger, #b42318); border-radius: var(--fw-radius-md, 6px); background: var(--fw-color-danger-surface, #fef3f2); color: var(--fw-color-text, #1b1f23); }
*, *::before, *::after { box-sizing: border-box; }`;

/**
 * Every stylesheet the bundle has run so far, in the order its modules ran: the components' own
 * (each `.css.ts` module registers its text when its chunk arrives, build/registeredStyles.ts),
 * maplibre-gl's with its code, when a map is first drawn (src/maplibreStylesheet.ts). Every element's
 * shadow root adopts all of them, and each later one too.
 */
const registered: string[] = [hostCss];
const roots = new Set<WeakRef<ShadowRoot>>();

/** Called by each stylesheet module of the bundle when it runs. */
export function registerStyles(cssText: string): void {
  if (registered.includes(cssText)) return;
  registered.push(cssText);
  for (const ref of roots) {
    const root = ref.deref();
    if (root) adoptStyles(root, [cssText]);
    else roots.delete(ref);
  }
}

/** A new element's shadow root: it adopts what is registered now, and what registers later. */
export function adoptRegisteredStyles(root: ShadowRoot): void {
  adoptStyles(root, registered);
  roots.add(new WeakRef(root));
}
