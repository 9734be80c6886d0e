import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBlockEnd: vars.space.md });

export const map = style([
  focusRing,
  {
    blockSize: '15rem',
    inlineSize: '100%',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderSubtle}`,
    overflow: 'hidden',
    cursor: 'crosshair',
    // the offline basemap's water, so the frame looks like a map before the first tile draws
    background: '#c9dfee',
  },
]);

export const hint = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const status = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const locate = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const problem = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.danger });

// a round pin in the primary color with a white ring: visible on land and on water; it can be grabbed
export const marker = style({
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  border: '3px solid #ffffff',
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.45)',
  boxSizing: 'border-box',
  cursor: 'grab',
});
