import { style } from '@vanilla-extract/css';
import { vars } from '@fieldwatch/react';

export const title = style({ margin: 0, marginBlockEnd: vars.space.md, fontSize: vars.font.sizeHeading });

// filters, list and map side by side on a wide screen; one above the other on a phone
export const panels = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(14rem, 18rem) minmax(18rem, 1fr) minmax(20rem, 1.5fr)',
  alignItems: 'stretch',
  minBlockSize: 'calc(100vh - 8rem)',
  '@media': {
    'screen and (max-width: 64rem)': { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)' },
    'screen and (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)', minBlockSize: 0 },
  },
});

export const panel = style({
  minInlineSize: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const map = style({
  '@media': {
    'screen and (max-width: 64rem)': { gridColumn: '1 / -1', minBlockSize: '24rem' },
    'screen and (max-width: 48rem)': { minBlockSize: '18rem' },
  },
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });
