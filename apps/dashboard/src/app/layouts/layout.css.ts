import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@fieldwatch/react';

const phone = 'screen and (max-width: 48rem)';

export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockStart: vars.space.sm,
    zIndex: 1100,
    padding: vars.space.sm,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    borderRadius: vars.radius.sm,
    // off screen until it gets keyboard focus
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);

const main = style({
  outline: 'none',
  minInlineSize: 0,
});

export const publicShell = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });

export const publicHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const brand = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold, color: vars.color.primary });

/**
 * On the sign-in screens the notices take their place in the page under the header, so they never
 * cover the language picker (elsewhere they float at the top end corner).
 */
export const publicAlerts = style({});
globalStyle(`${publicShell} > ${publicAlerts}`, {
  position: 'static',
  alignSelf: 'center',
  marginBlockStart: vars.space.md,
  marginInline: vars.space.md,
  inlineSize: 'min(32rem, calc(100% - 2rem))',
});

export const publicMain = style([main, { flex: 1, paddingInline: vars.space.md, paddingBlock: vars.space.xl }]);

export const appShell = style({
  display: 'grid',
  // the navigation is the first column: on the left in English, on the right in Arabic (grid follows dir)
  gridTemplateColumns: `${vars.size.navWidth} minmax(0, 1fr)`,
  minBlockSize: '100vh',
  // on a phone the navigation's bar is a row of its own, as tall as its content: the page's main part
  // takes the rest of the screen (an auto row would share the free space with the bar)
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' } },
});

export const sidebar = style({
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100vh',
  overflowY: 'auto',
  // on a phone the navigation is a bar with a Menu button that stays at the top of the screen
  '@media': { [phone]: { blockSize: 'auto', zIndex: 10, overflowY: 'visible' } },
});

export const appMain = style([main, { padding: vars.space.lg, '@media': { [phone]: { padding: vars.space.md } } }]);
