import { style } from '@vanilla-extract/css';
import { textLink, vars } from '@fieldwatch/react';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const picker = style({ maxInlineSize: '20rem' });

/** a story reads in a column, centred on a wide screen */
export const story = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxInlineSize: '60rem', marginInline: 'auto' });

export const back = style([textLink, { alignSelf: 'flex-start' }]);

export const notFoundTitle = style({ margin: 0, fontSize: vars.font.sizeHeading });
