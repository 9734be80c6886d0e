import { createGlobalTheme } from '@vanilla-extract/css';
import { limits } from '@fieldwatch/core';
import { vars } from './contract.css.js';

/*
 * Default light theme. On `:host` too, because a theme on `:root` does not reach into the shadow roots
 * of the custom elements. Contrast, measured against `surface` and `background`:
 * text 14.4:1, textMuted 7.0:1, primary 6.3:1, danger 6.0:1, success 5.2:1, warning 6.9:1 (WCAG 2.2 AA
 * asks 4.5:1 for text); border 4.5:1 and focus 6.3:1 (AA asks 3:1 for controls and focus indicators).
 */
createGlobalTheme(':root, :host', vars, {
  color: {
    text: '#1b2430',
    textMuted: '#4b5563',
    background: '#f4f6f8',
    surface: '#ffffff',
    surfaceSunken: '#eef1f4',
    border: '#6b7280',
    borderSubtle: '#d5dae0',
    primary: '#1f5f8b',
    primaryHover: '#174a6d',
    onPrimary: '#ffffff',
    focus: '#1f5f8b',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    success: '#067647',
    successSurface: '#ecfdf3',
    warning: '#93370d',
    warningSurface: '#fffaeb',
    info: '#1f5f8b',
    infoSurface: '#eef5fb',
    selected: '#e3eef7',
  },
  font: {
    // system fonts only: no web font downloads (the dashboard's CSP is default-src 'self')
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Tamil", "Noto Sans CJK SC", sans-serif',
    sizeSmall: '0.875rem',
    sizeBody: '1rem',
    sizeLarge: '1.25rem',
    sizeHeading: '1.625rem',
    weightRegular: '400',
    weightBold: '600',
    lineHeight: '1.5',
  },
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
  radius: { sm: '4px', md: '8px', round: '999px' },
  shadow: { raised: '0 1px 2px rgb(16 24 40 / 0.08), 0 4px 12px rgb(16 24 40 / 0.12)' },
  motion: { duration: `${limits.alertAnimationMs}ms` },
  // 44px targets: WCAG 2.2 target size, comfortable on phones
  size: { control: '2.75rem', navWidth: '15rem', formWidth: '26rem' },
});
