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

// each part is a target of at least 24 px by 24 px (WCAG 2.2 target size)
export const segment = style({
  display: 'inline-block',
  minInlineSize: '1.5rem',
  minBlockSize: '1.5rem',
  lineHeight: '1.5rem',
  textAlign: 'center',
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { minInlineSize: 0, paddingInline: '2px' },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
