import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { focusRing } from '../theme/shared.css.js';

const dialog = style({
  boxSizing: 'border-box',
  maxBlockSize: 'calc(100dvh - 2rem)',
  padding: 0,
  color: vars.color.text,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  selectors: { '&[open]': { display: 'flex', flexDirection: 'column' } },
});

export const size = styleVariants({
  small: [dialog, { inlineSize: 'min(28rem, calc(100vw - 2rem))' }],
  medium: [dialog, { inlineSize: 'min(40rem, calc(100vw - 2rem))' }],
  large: [dialog, { inlineSize: 'min(64rem, calc(100vw - 2rem))' }],
  /** a panel along the inline end of the screen (the phone menu): full height, mirrored in right to left */
  sheet: [
    dialog,
    {
      inlineSize: 'min(20rem, calc(100vw - 3rem))',
      blockSize: '100dvh',
      maxBlockSize: '100dvh',
      margin: 0,
      marginInlineStart: 'auto',
      borderRadius: 0,
    },
  ],
});

globalStyle(`${dialog}::backdrop`, { background: 'rgb(16 24 40 / 0.55)' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });

export const body = style({ padding: vars.space.lg, overflowY: 'auto' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

export const close = style([
  focusRing,
  {
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    inlineSize: vars.size.control,
    blockSize: vars.size.control,
    padding: 0,
    color: vars.color.textMuted,
    background: 'none',
    border: 0,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
  },
]);
