import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ maxInlineSize: '40rem' });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginBlockEnd: vars.space.lg });

export const section = style({
  margin: 0,
  marginBlockEnd: vars.space.lg,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

// two fields side by side where there is room, one above the other on a phone
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  columnGap: vars.space.md,
});
