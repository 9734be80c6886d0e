/** The table of an admin list (users, the audit log): full width, start-aligned cells with a rule between rows. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', background: vars.color.surface });

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weightBold, paddingBlockEnd: vars.space.xs });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

globalStyle(`${table} thead th`, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted, verticalAlign: 'bottom' });
