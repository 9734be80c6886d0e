import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

export const audience = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold });

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minBlockSize: '2.25rem', cursor: 'pointer' });

export const radioInput = style([focusRing, { margin: 0, inlineSize: '1.125rem', blockSize: '1.125rem', accentColor: vars.color.primary }]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
