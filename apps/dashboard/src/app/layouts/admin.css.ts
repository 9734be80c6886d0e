import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@fieldwatch/react';

// the heading, and beside it (below it on a narrow screen) the organization the tabs act on
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeHeading });

export const tabs = style({ marginBlockEnd: vars.space.lg, borderBlockEnd: `1px solid ${vars.color.borderSubtle}` });

export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.size.control,
    paddingInline: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    borderBlockEnd: '3px solid transparent',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      // the current tab: bar, color and weight, never color alone
      '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.font.weightBold, borderBlockEndColor: vars.color.primary },
    },
  },
]);
