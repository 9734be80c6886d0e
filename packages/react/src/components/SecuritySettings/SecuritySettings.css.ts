import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export { section, legend } from '../../internal/Settings.css.js';

export const root = style({ maxInlineSize: '40rem', marginBlockStart: vars.space.lg });

export const choices = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.md });

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const radio = style({ inlineSize: '1.25rem', blockSize: '1.25rem', margin: 0, accentColor: vars.color.primary });

export const notice = style({
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  marginBlockEnd: vars.space.md,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const qr = style({ display: 'block', inlineSize: '12rem', blockSize: '12rem', background: '#ffffff', marginBlock: vars.space.md });

// the key is read and typed character by character: a monospace face, broken anywhere, left to right
export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.05rem',
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.xs,
  padding: 0,
  margin: `${vars.space.md} 0`,
  listStyle: 'none',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  direction: 'ltr',
});
