import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { focusRing } from '../theme/shared.css.js';

export const card = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: vars.size.formWidth,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const heading = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeHeading, lineHeight: 1.25 });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.lg, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
});

export const footer = style({ marginBlockStart: vars.space.lg, display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const formError = style({
  padding: vars.space.sm,
  marginBlockEnd: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

/** A native color input beside its hex text field (layer colors, the public site's primary color). */
export const colorInput = style([
  focusRing,
  {
    inlineSize: '3rem',
    blockSize: vars.size.control,
    padding: vars.space.xxs,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
  },
]);
