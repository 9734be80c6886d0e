import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted, maxInlineSize: '48rem' });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});

export const organization = style({ minInlineSize: '14rem', maxInlineSize: '22rem' });

// the range: native radios (arrow keys move between them), drawn as one segmented control
export const range = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold });

export const segments = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const segment = style({ position: 'relative', display: 'flex' });

export const segmentInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

export const segmentLabel = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  cursor: 'pointer',
  borderInlineStart: `1px solid ${vars.color.borderSubtle}`,
  selectors: { [`${segment}:first-child &`]: { borderInlineStart: 'none' } },
});

globalStyle(`${segmentInput}:checked + ${segmentLabel}`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weightBold,
});

globalStyle(`${segmentInput}:focus-visible + ${segmentLabel}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
  boxShadow: `inset 0 0 0 5px ${vars.color.surface}`,
});

export const period = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

export const note = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  marginBlockEnd: vars.space.lg,
});

const card = style({
  boxSizing: 'border-box',
  minInlineSize: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const counter = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs }]);

export const counterLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const counterValue = style({
  margin: 0,
  fontSize: vars.font.sizeHeading,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const figure = style([card, { margin: 0 }]);

export const figureHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const figureTitle = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeLarge });

export const chart = style({ inlineSize: '100%', blockSize: '16rem' });

// the charts mirror themselves in right-to-left pages (reversed axes); SVG text anchored in an inherited
// rtl direction would be mirrored a second time, its labels drawn over the bars
globalStyle(`${chart} svg`, { direction: 'ltr' });

// the tooltip follows the page's direction and the theme's colours
export const tooltip = style({
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSmall,
});

export const pieLayout = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const pie = style({ inlineSize: '12rem', blockSize: '12rem', flex: 'none' });

export const legendList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

// the swatch repeats the slice's colour; the words and the count beside it carry the meaning
export const swatch = style({
  flex: 'none',
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.text}`,
});

export const toggle = style([focusRing, { fontSize: vars.font.sizeSmall }]);

// narrow screens scroll a table sideways rather than squeezing its columns
export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', background: vars.color.surface });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

globalStyle(`${table} thead th`, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} ${number}`, { textAlign: 'end' });

export const word = style({ overflowWrap: 'anywhere' });

export const map = style({ blockSize: '24rem', marginBlockEnd: vars.space.lg });

export const mapSection = style({ marginBlockEnd: vars.space.lg });
