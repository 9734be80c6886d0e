import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export { wideRoot as root, columns, section, legend, note } from '../../internal/Settings.css.js';

export const examples = style({ display: 'block', marginBlockStart: vars.space.xxs });

// addresses are read left to right in every language
export const example = style({
  display: 'inline-block',
  marginInlineEnd: vars.space.sm,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockEnd: vars.space.sm });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.control,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });

export const map = style([
  focusRing,
  {
    blockSize: '22rem',
    inlineSize: '100%',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderSubtle}`,
    overflow: 'hidden',
    // a neutral box until the map's first view is complete (its canvas is hidden until then): not water
    background: vars.color.surfaceSunken,
  },
]);

export const caption = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const value = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate', whiteSpace: 'nowrap' });
