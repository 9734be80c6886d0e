import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeHeading });

export const text = style({ margin: 0 });

export const state = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
