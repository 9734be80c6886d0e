import { style } from '@vanilla-extract/css';
import { vars } from '@fieldwatch/react';

export const section = style({
  marginBlockStart: vars.space.lg,
  maxInlineSize: '40rem',
  display: 'grid',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeHeading });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const name = style({ fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.sm });

// as wide as the second-factor card above it, so the two line up at every width
export const signIn = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: vars.size.formWidth,
  marginInline: 'auto',
});

/** "or" between the code and the passkey, centred over the button */
export const or = style([muted, { textAlign: 'center' }]);
