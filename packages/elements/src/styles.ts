import componentsCss from '@fieldwatch/react/styles.css';

/**
 * The host's own rules: an element is a block, in the theme's font and colours, which partners
 * override with `--fw-*` properties on the element or above it (they inherit into the shadow root).
 */
const hostCss = `:host { display: block; font-family: var(--fw-font-body, system-ui, sans-serif); color: var(--fw-color-text, #1b1f23); line-height: 1.5; }
:host([hidden]) { display: none; }
.fw-element { display: flex; flex-direction: column; gap: var(--fw-space-sm, 0.5rem); block-size: 100%; }
*, *::before, *::after { box-sizing: border-box; }`;

/** Every element adopts these; the map adds maplibre-gl's own stylesheet. */
export const elementStyles: readonly string[] = [componentsCss, hostCss];
