import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
