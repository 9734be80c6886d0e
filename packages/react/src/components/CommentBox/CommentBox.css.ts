import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeBody });

export const fields = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const reopen = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontWeight: vars.font.weightBold,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
