import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ minInlineSize: '10rem' });

// the picker sits in bars and menus, where the field's bottom margin would only add a gap
globalStyle(`${root} > div`, { marginBlockEnd: 0 });
