import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const group = style({ position: 'relative', display: 'flex' });

// room for the toggle at the end of the line, on the right in English and on the left in Arabic
export const input = style({ paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.xs})` });

export const toggle = style([
  focusRing,
  {
    position: 'absolute',
    insetBlock: 0,
    insetInlineEnd: 0,
    inlineSize: vars.size.control,
    display: 'grid',
    placeItems: 'center',
    background: 'none',
    border: 0,
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.primary },
      '&[aria-pressed="true"]': { color: vars.color.primary },
    },
  },
]);

export const icon = style({ fill: 'currentColor' });
