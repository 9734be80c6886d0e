import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, color: vars.color.text });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({ borderBlockEnd: `1px solid ${vars.color.borderSubtle}` });

/** a row that is a button looks like the list's link rows */
export const rowButton = style({
  inlineSize: '100%',
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});
