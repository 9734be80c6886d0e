import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { focusRing, visuallyHidden } from '../theme/shared.css.js';
import { error as fieldError, hint as fieldHint, label as fieldLabel } from './FieldShell.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBlockEnd: vars.space.md });
export const label = fieldLabel;
export const hint = fieldHint;
export const error = fieldError;

// the native input stays focusable (keyboard, screen readers) but invisible; its label is the button
export const input = style([visuallyHidden]);

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  fontWeight: vars.font.weightBold,
  color: vars.color.primary,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover': { background: vars.color.selected },
    '&[data-disabled]': { color: vars.color.textMuted, borderColor: vars.color.border, borderStyle: 'dashed', cursor: 'not-allowed' },
  },
});

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.sizeSmall });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  borderInlineStart: `4px solid ${vars.color.borderSubtle}`,
  selectors: {
    '&[data-status="done"]': { borderInlineStartColor: vars.color.success },
    '&[data-status="uploading"]': { borderInlineStartColor: vars.color.primary },
    '&[data-status="failed"]': { borderInlineStartColor: vars.color.danger },
  },
});

export const kind = style({ fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, color: vars.color.textMuted });
export const name = style({ flex: '1 1 10rem', minInlineSize: 0, overflowWrap: 'anywhere' });
export const size = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const status = style({
  fontSize: vars.font.sizeSmall,
  selectors: { [`${item}[data-status="failed"] &`]: { color: vars.color.danger, fontWeight: vars.font.weightBold } },
});

export const remove = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '2rem',
    blockSize: '2rem',
    padding: 0,
    color: vars.color.textMuted,
    background: 'none',
    border: 0,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&:hover:not(:disabled)': { color: vars.color.danger, background: vars.color.dangerSurface } },
  },
]);
