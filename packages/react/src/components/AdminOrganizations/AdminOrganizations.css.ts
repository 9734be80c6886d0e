import { globalStyle, style } from '@vanilla-extract/css';
import * as dataTable from '../../internal/DataTable.css.js';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const title = style([focusRing, { margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeLarge }]);

export const intro = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted, maxInlineSize: '48rem' });

export const note = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

// narrow screens scroll the table sideways rather than squeezing its columns
export const tableWrap = style({ overflowX: 'auto', marginBlockEnd: vars.space.md, maxInlineSize: '40rem' });

// the admin table, its cells centred on the row's buttons
export const table = style([dataTable.table]);

export { caption } from '../../internal/DataTable.css.js';

globalStyle(`${table} th, ${table} td, ${table} thead th`, { verticalAlign: 'middle' });

globalStyle(`${table} tr[aria-current="true"]`, { background: vars.color.selected });

export const name = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const rowActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({
  boxSizing: 'border-box',
  maxInlineSize: vars.size.formWidth,
  marginBlockStart: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const formTitle = style([focusRing, { margin: 0, marginBlockEnd: vars.space.md, fontSize: vars.font.sizeLarge }]);

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm });

export const dialogText = style({ display: 'grid', gap: vars.space.xs });

globalStyle(`${dialogText} p`, { margin: 0 });

export const moveTo = style({ marginBlockStart: vars.space.md });
