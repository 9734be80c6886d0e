import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
export { error, hint } from '../../internal/FieldShell.css.js';

export const root = style({ maxInlineSize: '44rem' });

export { section, legend } from '../../internal/Settings.css.js';

export const warning = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
});

/** the emergency numbers: a group of rows under its own legend */
export const phones = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const phonesLegend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold });

export const phoneList = style({ margin: 0, marginBlockStart: vars.space.sm, padding: 0, listStyle: 'none' });

/** dialling code, number and remove side by side where there is room, one under the other on a phone */
export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  columnGap: vars.space.md,
  alignItems: 'start',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

/** lined up with the fields, under their labels */
export const removePhone = style({ alignSelf: 'center', justifySelf: 'start' });
