import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ maxInlineSize: '44rem' });

export { section, legend } from '../../internal/Settings.css.js';

/** the switches that updates rule, set in under it */
export const ruled = style({
  margin: 0,
  marginInlineStart: vars.space.lg,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.borderSubtle}`,
});
