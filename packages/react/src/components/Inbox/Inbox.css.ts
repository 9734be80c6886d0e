import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const summary = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderInlineStart: `4px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

/** An unread message: a bar of the primary colour at its start, and its subject in bold. */
export const unread = style({ borderInlineStartColor: vars.color.primary });

export const heading = style({ margin: 0, fontSize: vars.font.sizeBody, paddingInline: vars.space.xs, paddingBlockStart: vars.space.xs });

export const toggle = style([
  focusRing,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: vars.size.control,
    padding: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  },
]);

export const subject = style({
  fontWeight: vars.font.weightRegular,
  overflowWrap: 'anywhere',
  selectors: { [`${unread} &`]: { fontWeight: vars.font.weightBold } },
});

export const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

const inset = { margin: 0, paddingInline: vars.space.md, paddingBlockEnd: vars.space.sm } as const;

export const meta = style({ ...inset, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const preview = style({ ...inset, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const body = style({ ...inset, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const more = style({ marginBlockStart: vars.space.md });
