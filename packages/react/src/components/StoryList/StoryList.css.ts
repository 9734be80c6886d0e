import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing, textLink } from '../../theme/shared.css.js';
import { variant } from '../Button/Button.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const title = style([focusRing, { margin: 0, fontSize: vars.font.sizeHeading }]);

/** "New story" is a link that looks like the main button */
export const create = style([variant.primary, { textDecoration: 'none' }]);

export const search = style({ maxInlineSize: '28rem' });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.danger });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const cover = style({ display: 'block', inlineSize: '100%', blockSize: '9rem', objectFit: 'cover' });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, flex: 1 });

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, overflowWrap: 'anywhere' });

export const cardLink = style([textLink, { fontWeight: vars.font.weightBold }]);

export const subtitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

const label = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  fontWeight: vars.font.weightBold,
});

export const published = style([label, { background: vars.color.successSurface, color: vars.color.success }]);

export const unpublished = style([label, { background: vars.color.surfaceSunken, color: vars.color.text }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: 'auto' });

export const action = style([variant.link, { textDecoration: 'underline' }]);
