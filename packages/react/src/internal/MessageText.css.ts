import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs });

export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
