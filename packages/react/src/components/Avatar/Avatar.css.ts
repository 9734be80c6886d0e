import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const base = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  userSelect: 'none',
});

export const avatar = styleVariants({
  small: [base, { inlineSize: '2rem', blockSize: '2rem', fontSize: '0.8125rem' }],
  large: [base, { inlineSize: '4rem', blockSize: '4rem', fontSize: '1.5rem' }],
});
