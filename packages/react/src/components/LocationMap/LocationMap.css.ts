import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const map = style({
  blockSize: '16rem',
  inlineSize: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  overflow: 'hidden',
  // a neutral box until the map's first view is complete (its canvas is hidden until then): not water
  background: vars.color.surfaceSunken,
});

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const value = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate', whiteSpace: 'nowrap' });

// a round pin in the primary color with a white ring: visible on land and on water
export const marker = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  border: '3px solid #ffffff',
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.45)',
  boxSizing: 'border-box',
});
