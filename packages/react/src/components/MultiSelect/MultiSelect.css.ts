import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ marginBlockEnd: vars.space.sm });

export const button = style([
  focusRing,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"label chevron" "summary chevron"',
    alignItems: 'center',
    columnGap: vars.space.sm,
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: vars.size.control,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xs,
    font: 'inherit',
    textAlign: 'start',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    },
  },
]);

/** the hint and the error under the button */
export const under = style({ marginBlockStart: vars.space.xxs });

export const label = style({ gridArea: 'label', fontWeight: vars.font.weightBold });

export const summary = style({
  gridArea: 'summary',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  gridArea: 'chevron',
  transition: `transform ${vars.motion.duration}`,
  selectors: { [`${button}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: vars.space.sm,
  minInlineSize: 0,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const search = style([
  focusRing,
  {
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: vars.size.control,
    marginBlockEnd: vars.space.xs,
    paddingInline: vars.space.sm,
    font: 'inherit',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
  },
]);

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxBlockSize: '14rem',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const box = style([
  focusRing,
  { flex: 'none', inlineSize: '1.125rem', blockSize: '1.125rem', margin: 0, accentColor: vars.color.primary },
]);

export const note = style({ margin: 0, paddingBlock: vars.space.xs, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
