import { style } from '@vanilla-extract/css';

export const select = style({ cursor: 'pointer' });
