import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ maxInlineSize: '44rem' });

export { section, legend } from '../../internal/Settings.css.js';

/** how many time zones the search leaves */
export const matches = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
