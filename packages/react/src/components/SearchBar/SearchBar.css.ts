import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ position: 'relative', color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const field = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([
  focusRing,
  {
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: vars.size.control,
    paddingInlineStart: '2.25rem',
    paddingInlineEnd: vars.size.control,
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.round,
  },
]);

export const clear = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineEnd: vars.space.xxs,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '2.5rem',
    blockSize: '2.5rem',
    padding: 0,
    color: vars.color.textMuted,
    background: 'none',
    border: 'none',
    borderRadius: vars.radius.round,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken } },
  },
]);

export const limit = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(${vars.size.control} + ${vars.space.xs})`,
  zIndex: 20,
  paddingBlock: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const popupLabel = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.xxs,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none', maxBlockSize: 'min(24rem, 60vh)', overflowY: 'auto' });

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderInlineStart: '4px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    // the active option: bar and background (aria-activedescendant keeps DOM focus in the input)
    '&[aria-selected="true"]': { background: vars.color.selected, borderInlineStartColor: vars.color.primary },
  },
});

export const optionTitle = style({ fontWeight: vars.font.weightBold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const optionExcerpt = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const seeAll = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xxs,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.primary,
  fontWeight: vars.font.weightBold,
});
