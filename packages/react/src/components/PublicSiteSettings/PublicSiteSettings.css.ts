import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { colorInput } from '../../internal/Form.css.js';

export { wideRoot as root, columns, section, legend, note } from '../../internal/Settings.css.js';

export const colorControl = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const colorPicker = style([colorInput, { flex: 'none' }]);

// a hex code is read left to right in every language
export const colorText = style({ maxInlineSize: '9rem', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });

export const imageFrame = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '8rem',
  padding: vars.space.xs,
  background: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '14rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});

export const noImage = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const imageActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
