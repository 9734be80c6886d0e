import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

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
});

export const brand = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold, color: vars.color.primary });

const phone = 'screen and (max-width: 48rem)';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // on a phone the entries wrap in rows above the page instead of filling the first screen
  '@media': { [phone]: { flexDirection: 'row', flexWrap: 'wrap' } },
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
  '@media': { [phone]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end' } },
});
