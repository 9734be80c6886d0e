import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const title = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeLarge });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted, maxInlineSize: '48rem' });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
  maxInlineSize: '72rem',
  marginBlockEnd: vars.space.md,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxInlineSize: '72rem',
  marginBlockEnd: vars.space.sm,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBlockEnd: vars.space.md });

// narrow screens scroll the table sideways rather than squeezing its columns
export const tableWrap = style([focusRing, { overflowX: 'auto', marginBlockEnd: vars.space.md, maxInlineSize: '72rem' }]);

export { caption, table } from '../../internal/DataTable.css.js';

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const details = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
  minInlineSize: '14rem',
});
