import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

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
