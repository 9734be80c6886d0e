import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  minBlockSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

export const backRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  marginBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const folderName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.font.weightBold });

/** arrows that point "back" must point the other way when the page reads right to left */
export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const dropZone = style({ position: 'relative', display: 'flex', flexDirection: 'column', flex: 1, minBlockSize: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xs,
});

export const toolbarText = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const count = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const scroller = style({
  flex: 1,
  minBlockSize: '16rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  contain: 'strict',
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

export const list = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none', inlineSize: '100%' });

export const stale = style({ opacity: 0.6 });

export const row = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const rowLink = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.sm,
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    // the report open beside the list: a bar on the side the row starts from (mirrored right to left)
    borderInlineStart: '4px solid transparent',
    outlineOffset: '-3px',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-current="page"]': { background: vars.color.surfaceSunken, borderInlineStartColor: vars.color.primary },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
]);

export const rowTop = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

export const newMarker = style({
  flex: 'none',
  paddingInline: vars.space.xs,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  color: vars.color.onPrimary,
  background: vars.color.primary,
  borderRadius: vars.radius.sm,
});

export const verified = style({ flex: 'none', display: 'inline-flex', color: vars.color.success });

export const title = style({
  flex: 1,
  minInlineSize: 0,
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${rowLink}:hover &`]: { textDecoration: 'underline' } },
});

export const urgent = style({ flex: 'none', display: 'inline-flex', color: vars.color.danger });

export const excerpt = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const date = style({ alignSelf: 'flex-start', fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const state = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const stateText = style({ margin: 0, marginBlockEnd: vars.space.sm });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.5rem',
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

const overlayBase = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  borderRadius: vars.radius.md,
  border: '3px dashed',
  pointerEvents: 'none',
});

export const overlay = style([
  overlayBase,
  { color: vars.color.primary, borderColor: vars.color.primary, background: 'rgb(238 245 251 / 0.95)' },
]);

export const overlayReject = style([
  overlayBase,
  { color: vars.color.danger, borderColor: vars.color.danger, background: 'rgb(254 243 242 / 0.95)' },
]);

export const overlayText = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });

export const dialogText = style({ margin: 0, marginBlockEnd: vars.space.sm });

export const dialogError = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

export const rejections = style({ margin: 0, paddingInlineStart: vars.space.lg, maxBlockSize: '14rem', overflowY: 'auto' });

/** the live updates' "n new reports" bar, above the list; empty (and taking no room) until reports arrive */
export const newReports = style({ selectors: { '&:not(:empty)': { marginBlockEnd: vars.space.xs } } });

/** the "back" arrow turned to point up: the new reports load at the top */
export const arrowUp = style({ transform: 'rotate(90deg)' });
