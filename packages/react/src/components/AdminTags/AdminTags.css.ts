import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const title = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeLarge });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted, maxInlineSize: '48rem' });

export const organization = style({ marginBlockEnd: vars.space.md });

export const note = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

export const toolbar = style({ marginBlockEnd: vars.space.lg });

export const groups = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '60rem', margin: 0, padding: 0, listStyle: 'none' });

export const groupCard = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const groupHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const groupName = style([focusRing, { margin: 0, fontSize: vars.font.sizeLarge, overflowWrap: 'anywhere' }]);

// a label beside a name: the group's type, a shared tag
export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm, marginInlineStart: 'auto' });

export const prompt = style({ margin: 0, marginBlockStart: vars.space.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const tags = style({ margin: 0, marginBlock: vars.space.sm, padding: 0, listStyle: 'none' });

export const tag = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

globalStyle(`${tag}[aria-current="true"]`, { background: vars.color.selected });

export const tagName = style({ overflowWrap: 'anywhere' });

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

export const group = style({ margin: 0, marginBlockEnd: vars.space.md, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold });

export const hint = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const names = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
});

export const typeField = style({ maxInlineSize: '22rem' });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm });

export const dialogText = style({ margin: 0 });
