import { style } from '@vanilla-extract/css';

export const root = style({ maxInlineSize: '22rem', minInlineSize: '14rem' });
