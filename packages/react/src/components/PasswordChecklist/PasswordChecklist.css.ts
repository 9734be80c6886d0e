import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ marginBlockEnd: vars.space.md, fontSize: vars.font.sizeSmall });

export const title = style({ margin: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold, color: vars.color.text });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});

export const icon = style({ flex: 'none' });
