import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const panel = style({
  boxSizing: 'border-box',
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const toggle = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: vars.size.control,
    padding: 0,
    paddingInline: vars.space.xs,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    color: 'inherit',
    textAlign: 'start',
    background: 'none',
    border: 'none',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
  },
]);

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5rem',
  blockSize: '1.5rem',
  paddingInline: vars.space.xs,
  boxSizing: 'border-box',
  fontSize: vars.font.sizeSmall,
  color: vars.color.onPrimary,
  background: vars.color.primary,
  borderRadius: vars.radius.round,
});

export const chevron = style({
  marginInlineStart: 'auto',
  transition: `transform ${vars.motion.duration}`,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const body = style({ paddingBlockStart: vars.space.sm });

export const section = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: 0,
  paddingBlockStart: vars.space.sm,
  minInlineSize: 0,
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

export const legend = style({
  padding: 0,
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
});

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  columnGap: vars.space.sm,
});

export const group = style({ margin: 0, marginBlockEnd: vars.space.sm, padding: 0, border: 'none', minInlineSize: 0 });

export const groupLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.25rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.round,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    // the chosen ones stand out by border and background, not by color alone (the box is ticked too)
    '&:has(input:checked)': { background: vars.color.selected, borderColor: vars.color.primary },
  },
});

export const box = style([focusRing, { margin: 0, inlineSize: '1.125rem', blockSize: '1.125rem', accentColor: vars.color.primary }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

/** the applied filters above the list: chips that wrap onto the next line */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxInlineSize: '100%',
  minBlockSize: '2rem',
  paddingInlineStart: vars.space.sm,
  boxSizing: 'border-box',
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
});

/** the chip's remove button: a 2rem target (24px minimum, WCAG 2.5.8) */
export const chipRemove = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    inlineSize: '2rem',
    blockSize: '2rem',
    padding: 0,
    color: 'inherit',
    background: 'none',
    border: 'none',
    borderRadius: vars.radius.round,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.borderSubtle } },
  },
]);

/** the panel's heading when it is always open (no toggle): the host opens and closes it */
export const plainHeading = style({ display: 'flex', alignItems: 'center', minBlockSize: vars.size.control, paddingInline: vars.space.xs });
