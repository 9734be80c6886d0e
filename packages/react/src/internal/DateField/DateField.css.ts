import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The parts in a row like one text input; the group shows the focus of the part inside it. */
export const input = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
