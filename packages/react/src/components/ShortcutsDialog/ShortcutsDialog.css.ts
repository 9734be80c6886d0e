import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const item = style({ display: 'grid', gridTemplateColumns: '6rem 1fr', alignItems: 'center', gap: vars.space.md });

export const keys = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-start' });

export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '2rem',
  blockSize: '2rem',
  paddingInline: vars.space.xs,
  boxSizing: 'border-box',
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderBlockEndWidth: '3px',
  borderRadius: vars.radius.sm,
});

export const description = style({ margin: 0 });
