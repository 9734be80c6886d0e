import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing, textLink } from '../../theme/shared.css.js';

const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    minBlockSize: vars.size.control,
    paddingInline: vars.space.md,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    borderRadius: vars.radius.sm,
    border: '2px solid transparent',
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.primaryHover },
        // disabled: grey, still readable (7:1), so the label can be read while it waits
        '&:disabled': { background: vars.color.textMuted, color: vars.color.onPrimary },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.selected },
        '&:disabled': { color: vars.color.textMuted, borderColor: vars.color.border, borderStyle: 'dashed' },
      },
    },
  ],
  link: [
    base,
    textLink,
    {
      background: 'none',
      paddingInline: vars.space.xxs,
      fontWeight: vars.font.weightRegular,
      selectors: { '&:disabled': { color: vars.color.textMuted, textDecoration: 'none' } },
    },
  ],
});

export const block = style({ inlineSize: '100%' });
