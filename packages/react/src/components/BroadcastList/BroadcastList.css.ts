import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeLarge });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const subject = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const status = style({ margin: 0, color: vars.color.textMuted });
