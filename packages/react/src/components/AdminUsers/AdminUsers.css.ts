import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { table } from '../../internal/DataTable.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const title = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeLarge });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted, maxInlineSize: '48rem' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxInlineSize: '72rem',
});

export const search = style({ flex: '1 1 18rem', maxInlineSize: '28rem' });

export const note = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

// narrow screens scroll the table sideways rather than squeezing its columns
export const tableWrap = style({ overflowX: 'auto', marginBlockEnd: vars.space.md, maxInlineSize: '72rem' });

export { caption, table } from '../../internal/DataTable.css.js';

globalStyle(`${table} tr[data-expanded="true"] > *`, { background: vars.color.selected });

// `break-word`, not `anywhere`: a name breaks only when it is longer than the line, so a phone's narrow table
// scrolls sideways (tableWrap) instead of splitting every username ("mob|ile")
export const username = style({ fontWeight: vars.font.weightBold, overflowWrap: 'break-word' });

export const disclosure = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: 0,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    color: vars.color.primary,
    background: 'none',
    border: 'none',
    textAlign: 'start',
    cursor: 'pointer',
    overflowWrap: 'break-word',
  },
]);

export const chevron = style({
  flex: 'none',
  transition: 'transform 150ms',
  selectors: { [`${disclosure}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const you = style({ fontWeight: 'normal', color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const muted = style({ color: vars.color.textMuted });

export const inactive = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });

export const rowActions = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs });

export const reason = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted, maxInlineSize: '14rem' });

export const panel = style({ paddingBlock: vars.space.md });

/** the pager's room below it, before the user form */
export const pager = style({ marginBlockEnd: vars.space.md });

export const form = style({
  boxSizing: 'border-box',
  maxInlineSize: vars.size.formWidth,
  marginBlock: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const formTitle = style([focusRing, { margin: 0, marginBlockEnd: vars.space.md, fontSize: vars.font.sizeLarge }]);

export const columns = style({ display: 'grid', gap: `0 ${vars.space.md}`, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' });

export const section = style({ margin: 0, marginBlockEnd: vars.space.md, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.font.weightBold });

export const fixed = style({ margin: 0, marginBlockEnd: vars.space.md });

export const fixedLabel = style({ display: 'block', fontWeight: vars.font.weightBold });

export const hint = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm });

export const account = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});
