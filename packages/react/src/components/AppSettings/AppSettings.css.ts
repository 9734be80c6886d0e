import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ maxInlineSize: '44rem' });

export const section = style({ margin: 0, marginBlockEnd: vars.space.lg, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const warning = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
});
