import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ maxInlineSize: '44rem' });

export { section, legend } from '../../internal/Settings.css.js';

/** the languages side by side where there is room */
export const languageList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  columnGap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** the language's name in the interface language, after its own name */
export const localName = style({ color: vars.color.textMuted });
