import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@fieldwatch/react';

const medium = 'screen and (max-width: 64rem)';
/** the bottom bar's height, kept free under the phone's views */
const barHeight = '4rem';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeHeading });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** a link to the form that looks like the page's main button */
export const newReport = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.size.control,
    paddingInline: vars.space.md,
    fontWeight: vars.font.weightBold,
    color: vars.color.onPrimary,
    background: vars.color.primary,
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.primaryHover } },
  },
]);

/** a square button with an icon or a sign and a label for screen readers (close, shortcuts) */
export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    inlineSize: vars.size.control,
    blockSize: vars.size.control,
    padding: 0,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  },
]);

export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

// Wide screens: the list and the map side by side, the split between them dragged by the user. The list
// scrolls inside its panel (it is virtualised), so the split has a height: the screen under the header.
export const split = style({
  blockSize: 'max(30rem, calc(100vh - 9rem))',
  '@media': { [medium]: { blockSize: 'max(28rem, calc(100vh - 8rem))' } },
});

export const splitPanel = style({ blockSize: '100%', minInlineSize: 0 });

export const panelContent = style({ blockSize: '100%', minInlineSize: 0 });

const box = style({
  boxSizing: 'border-box',
  minInlineSize: 0,
  minBlockSize: 0,
  blockSize: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

/** the list's panel: the filter drawer opens over it */
export const listPanel = style([box, { position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

export const listBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minBlockSize: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

export const search = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const filtersButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.control,
    paddingInline: vars.space.sm,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-expanded="true"]': { background: vars.color.surfaceSunken, borderColor: vars.color.primary },
    },
  },
]);

export const reportList = style({ flex: 1, minBlockSize: 0 });

/** the filters, over the list from the side the line starts on (mirrored right to left) */
export const drawer = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 2,
  boxSizing: 'border-box',
  inlineSize: 'min(24rem, 100%)',
  padding: vars.space.md,
  overflowY: 'auto',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 0.5rem 1.5rem rgb(0 0 0 / 0.2)',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const drawerClose = style({ float: 'inline-end', marginBlockEnd: vars.space.xs });

export const separator = style([
  focusRing,
  {
    flex: 'none',
    inlineSize: vars.space.md,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.sm,
    outlineOffset: '-2px',
    '::after': {
      content: '""',
      inlineSize: '4px',
      blockSize: '3rem',
      borderRadius: vars.radius.round,
      background: vars.color.border,
    },
    selectors: {
      '&:hover::after, &[data-separator="active"]::after, &:focus-visible::after': { background: vars.color.primary },
    },
  },
]);

/** the map, and beside it the report opened from the list or the map */
export const mapArea = style({ display: 'flex', gap: vars.space.md });

export const mapPanel = style([
  box,
  { flex: '2 1 0', minInlineSize: '10rem', display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

/** the map fills its panel under the heading */
export const mapView = style({ flex: 1, minBlockSize: 0 });

/** the open report: beside the map, or over it when the map's side is narrow */
export const report = style([
  box,
  {
    // three fifths of the map's side: the report reads, and the map still shows where it is
    flex: '3 1 0',
    minInlineSize: '18rem',
    overflowY: 'auto',
    outline: 'none',
    paddingBlockStart: vars.space.xs,
    '@media': { [medium]: { flexBasis: '100%' } },
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}` } },
  },
]);

export const reportBar = style({ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: vars.space.xs });

// Phones: one view at a time, chosen in the bottom bar.
export const phone = style({ paddingBlockEnd: `calc(${barHeight} + ${vars.space.md})` });

export const views = style({ position: 'relative' });

export const view = style([
  box,
  {
    blockSize: `calc(100vh - ${barHeight} - 9rem)`,
    minBlockSize: '24rem',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    overflowY: 'auto',
  },
]);

/** a view not shown: kept laid out (display: none would lose the list's scroll and the map's size) but unseen;
 * opacity too, for the map's controls that set their own visibility */
export const offstage = style([
  view,
  { position: 'absolute', insetBlockStart: 0, insetInline: 0, zIndex: -1, visibility: 'hidden', opacity: 0, pointerEvents: 'none' },
]);

/** a phone view's region fills the view, so the list and the map get its height */
export const viewRegion = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minBlockSize: 0 });

export const bottomBar = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  zIndex: 10,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  blockSize: barHeight,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: '0 -0.25rem 1rem rgb(0 0 0 / 0.08)',
});

export const tab = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    padding: 0,
    font: 'inherit',
    fontSize: vars.font.sizeSmall,
    color: vars.color.textMuted,
    background: 'none',
    border: 'none',
    borderBlockStart: '3px solid transparent',
    cursor: 'pointer',
    outlineOffset: '-3px',
    selectors: {
      '&[aria-selected="true"]': { color: vars.color.primary, fontWeight: vars.font.weightBold, borderBlockStartColor: vars.color.primary },
    },
  },
]);
