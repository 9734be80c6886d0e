import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const title = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeLarge });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(16rem, 26rem)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const card = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const filters = card;

export const options = style([card, { display: 'flex', flexDirection: 'column', alignItems: 'stretch' }]);

export const formats = style({ margin: 0, marginBlockEnd: vars.space.md, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold });

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minBlockSize: '2.25rem', cursor: 'pointer' });

export const radioInput = style([focusRing, { margin: 0, inlineSize: '1.125rem', blockSize: '1.125rem', accentColor: vars.color.primary }]);

export const count = style({ margin: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.font.weightBold, minBlockSize: '1.5em' });
