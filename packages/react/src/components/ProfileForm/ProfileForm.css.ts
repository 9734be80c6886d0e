import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ maxInlineSize: '40rem' });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginBlockEnd: vars.space.lg });

export { section, legend } from '../../internal/Settings.css.js';

// two fields side by side where there is room, one above the other on a phone
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  columnGap: vars.space.md,
});
