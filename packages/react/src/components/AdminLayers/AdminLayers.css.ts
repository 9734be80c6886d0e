import { globalStyle, style } from '@vanilla-extract/css';
import * as dataTable from '../../internal/DataTable.css.js';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const title = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeLarge });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted, maxInlineSize: '48rem' });

export const organization = style({ maxInlineSize: '22rem' });

export const note = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

// narrow screens scroll the table sideways rather than squeezing its columns
export const tableWrap = style({ overflowX: 'auto', marginBlockEnd: vars.space.md, maxInlineSize: '60rem' });

// the admin table, its cells centred on the row's buttons
export const table = style([dataTable.table]);

export { caption } from '../../internal/DataTable.css.js';

globalStyle(`${table} th, ${table} td, ${table} thead th`, { verticalAlign: 'middle' });

globalStyle(`${table} tr[aria-current="true"]`, { background: vars.color.selected });

// `break-word`: a narrow table scrolls sideways (tableWrap) rather than splitting every name at any letter
export const name = style({ fontWeight: vars.font.weightBold, overflowWrap: 'break-word' });

export const color = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.sizeSmall });

// the swatch is decorative: the hex value beside it carries the color in words
export const swatch = style({
  display: 'inline-block',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

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

export const group = style({ margin: 0, marginBlockEnd: vars.space.md, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold });

export const hint = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const names = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
});

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minBlockSize: '2.25rem', cursor: 'pointer' });

export const radioInput = style([focusRing, { margin: 0, inlineSize: '1.125rem', blockSize: '1.125rem', accentColor: vars.color.primary }]);

export const chosen = style({ margin: 0, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

export const colorField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBlockEnd: vars.space.md });

export const colorControl = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export { colorInput } from '../../internal/Form.css.js';

export const colorValue = style({ fontFamily: 'monospace', fontSize: vars.font.sizeSmall });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm });
