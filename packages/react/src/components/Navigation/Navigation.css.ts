import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

const phone = 'screen and (max-width: 48rem)';

export const nav = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  blockSize: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderInlineEnd: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [phone]: { paddingBlock: vars.space.xs, borderInlineEnd: 0, borderBlockEnd: `1px solid ${vars.color.borderSubtle}` } },
});

export const brand = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold, color: vars.color.primary });

/** The product name, and on a phone the Menu button beside it: the whole navigation there. */
export const bar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const menuButton = style([
  focusRing,
  {
    display: 'none',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.control,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
    '@media': { [phone]: { display: 'inline-flex' } },
  },
]);

/** The entries beside the page; on a phone they live in the menu's dialog instead. */
export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  '@media': { [phone]: { display: 'none' } },
});

/** The entries in the phone menu's dialog: one column, like the desktop's. */
export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const link = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: vars.size.control,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textDecoration: 'none',
    borderInlineStart: '4px solid transparent',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      // the current entry: color, weight and a bar, never color alone
      '&[aria-current="page"]': {
        background: vars.color.selected,
        color: vars.color.primary,
        fontWeight: vars.font.weightBold,
        borderInlineStartColor: vars.color.primary,
      },
    },
  },
]);

export const footer = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The unread count beside the inbox entry (and the phone's Menu button). */
export const badge = style({
  minInlineSize: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  lineHeight: 1.5,
});
