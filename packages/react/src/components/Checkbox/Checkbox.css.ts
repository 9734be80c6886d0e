import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
  color: vars.color.text,
});

export const box = style([
  focusRing,
  {
    flex: 'none',
    inlineSize: '1.25rem',
    blockSize: '1.25rem',
    margin: 0,
    marginBlockStart: '0.15rem',
    accentColor: vars.color.primary,
    cursor: 'pointer',
  },
]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
