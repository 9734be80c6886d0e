import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { error as fieldError, label as fieldLabel } from '../../internal/FieldShell.css.js';

export const root = style({ margin: 0, marginBlockEnd: vars.space.md, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.font.weightBold });

export const formats = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockEnd: vars.space.sm });

export const format = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.control,
  cursor: 'pointer',
});

export const axes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  columnGap: vars.space.md,
});

export const axis = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const label = style([fieldLabel, { padding: 0 }]);

export const error = fieldError;

// numbers and DMS are typed left to right in every language (dir="ltr" on the input), so that a minus
// sign stays in front of its number in Arabic too
export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const dms = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(4rem, auto)', gap: vars.space.xs });

export const dmsPart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const partLabel = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const hemisphere = style({ cursor: 'pointer' });

export const readout = style({ margin: 0, marginBlockStart: vars.space.xs, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const readoutRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
});

export const readoutDefinition = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.sm });

export const readoutValue = style({
  margin: 0,
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  color: vars.color.text,
});
