import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '60rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

export const cover = style({
  display: 'block',
  inlineSize: '100%',
  maxBlockSize: '28rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.sizeHeading, overflowWrap: 'anywhere' });

export const subtitle = style({ margin: 0, fontSize: vars.font.sizeLarge, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const updated = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const blocks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxInlineSize: '45rem' });

// the writer's line breaks stay; the text is never read as HTML
export const paragraph = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const report = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const reportText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const reportTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, overflowWrap: 'anywhere' });

export const reportLink = style([focusRing, { color: vars.color.primary, textDecoration: 'underline' }]);

export const reportDate = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const reportImage = style({
  display: 'block',
  inlineSize: '100%',
  maxBlockSize: '16rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const reportMap = style({ minBlockSize: '12rem', minInlineSize: 0 });

/** an editor's note where a report the viewer cannot see stands: quiet, but readable (AA contrast) */
export const unavailable = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
