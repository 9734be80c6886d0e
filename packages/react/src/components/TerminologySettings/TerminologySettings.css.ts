import { globalStyle, style } from '@vanilla-extract/css';
import * as dataTable from '../../internal/DataTable.css.js';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

// wider than a one-column form: the preview's table of texts needs the room
export const root = style({ maxInlineSize: '60rem' });

export const language = style({ maxInlineSize: '22rem' });

export const count = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

export const section = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

export const sectionTitle = style([focusRing, { margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeLarge }]);

export const note = style({ margin: 0, marginBlockEnd: vars.space.sm, color: vars.color.textMuted });

// narrow screens scroll the table sideways rather than squeezing its columns
export const tableWrap = style({ overflowX: 'auto', marginBlockEnd: vars.space.md });

// the admin table, its long texts wrapped anywhere rather than widening the columns
export const table = style([dataTable.table]);

export { caption } from '../../internal/DataTable.css.js';

globalStyle(`${table} th, ${table} td`, { overflowWrap: 'anywhere' });

globalStyle(`${table} thead th`, { verticalAlign: 'top' });

// message keys are code: always left to right, in a fixed-width face
export const key = style({ fontFamily: 'monospace', fontSize: vars.font.sizeSmall, fontWeight: 'normal' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm });
