import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@fieldwatch/react';

const medium = 'screen and (max-width: 64rem)';
const phone = 'screen and (max-width: 48rem)';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeHeading });

/** a link to the form that looks like the page's main button */
export const newReport = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.size.control,
    paddingInline: vars.space.md,
    fontWeight: vars.font.weightBold,
    color: vars.color.onPrimary,
    background: vars.color.primary,
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.primaryHover } },
  },
]);

// filters, list and map side by side on a wide screen; filters and list above the map on a tablet; one
// above the other on a phone. The list scrolls inside its panel (it is virtualised), so rows have a height.
export const panels = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(15rem, 19rem) minmax(20rem, 1fr) minmax(20rem, 1.2fr)',
  gridTemplateRows: 'minmax(30rem, calc(100vh - 9rem))',
  '@media': {
    [medium]: { gridTemplateColumns: 'minmax(15rem, 19rem) minmax(0, 1fr)', gridTemplateRows: 'minmax(28rem, 75vh) auto' },
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'none' },
  },
});

export const panel = style({
  boxSizing: 'border-box',
  minInlineSize: 0,
  minBlockSize: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const filters = style({ overflowY: 'auto', '@media': { [phone]: { overflowY: 'visible' } } });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [phone]: { blockSize: '75vh' } },
});

export const map = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [medium]: { gridColumn: '1 / -1', blockSize: '32rem' },
    [phone]: { blockSize: '70vh' },
  },
});

/** the map fills its panel under the heading */
export const mapView = style({ flex: 1, minBlockSize: 0 });

export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });
