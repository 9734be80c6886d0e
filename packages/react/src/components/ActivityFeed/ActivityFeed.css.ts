import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { visuallyHidden } from '../../theme/shared.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const entry = style({
  display: 'flex',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

// the author's color (each activity entry carries one, from a fixed palette); a ring keeps light
// colors visible on white
export const dot = style({
  flex: 'none',
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  marginBlockStart: '0.4rem',
  borderRadius: vars.radius.round,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const body = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sentence = style({ margin: 0 });

export const time = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const hidden = visuallyHidden;

export const detail = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const comment = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
