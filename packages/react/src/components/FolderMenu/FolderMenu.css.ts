import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xs });

export const note = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.xs });

export const open = style([
  focusRing,
  {
    flex: '1 1 12rem',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minInlineSize: 0,
    minBlockSize: vars.size.control,
    paddingInline: vars.space.sm,
    font: 'inherit',
    color: vars.color.text,
    textAlign: 'start',
    background: 'none',
    border: '1px solid transparent',
    borderInlineStart: '4px solid transparent',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      // the open folder: a bar, a background and bold text, never color alone
      '&[aria-current="true"]': {
        background: vars.color.selected,
        borderInlineStartColor: vars.color.primary,
        fontWeight: vars.font.weightBold,
      },
    },
  },
]);

export const swatch = style({
  flex: 'none',
  inlineSize: '0.875rem',
  blockSize: '0.875rem',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
});

export const name = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const count = style({ flex: 'none', fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const rowActions = style({ display: 'inline-flex', gap: vars.space.xxs, marginInlineStart: 'auto' });

export const form = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const color = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const colorInput = style([
  focusRing,
  {
    inlineSize: vars.size.control,
    blockSize: vars.size.control,
    padding: vars.space.xxs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
  },
]);

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
