import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing, textLink } from '../../theme/shared.css.js';
import type { MarkerState } from './mapController.js';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '20rem',
  blockSize: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  overflow: 'hidden',
  // the offline basemap's water: the frame looks like a map before the first tile is drawn
  background: '#c9dfee',
});

export const canvas = style({ flex: 1, minBlockSize: '18rem', position: 'relative' });

export const toolbar = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  insetInlineEnd: '3.25rem',
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  pointerEvents: 'none',
});

export const toolbarButton = style([
  focusRing,
  {
    pointerEvents: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: '2.25rem',
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightBold,
    boxShadow: vars.shadow.raised,
    cursor: 'pointer',
    selectors: { '&[aria-expanded="true"]': { background: vars.color.selected } },
  },
]);

export const panel = style({
  pointerEvents: 'auto',
  flexBasis: '100%',
  maxInlineSize: '22rem',
  maxBlockSize: '16rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const itemsHint = style({ margin: `${vars.space.xs} 0`, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const itemsList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const item = style([
  focusRing,
  {
    inlineSize: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: '2rem',
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.sizeSmall,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover, &:focus-visible': { background: vars.color.selected } },
  },
]);

export const itemState = style({ marginInlineStart: 'auto', color: vars.color.textMuted });

const dot = {
  flex: 'none',
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  borderRadius: vars.radius.round,
  border: '2px solid #ffffff',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
} as const;

export const itemBadge = style({ ...dot, inlineSize: '1rem', blockSize: '1rem', background: vars.color.primary });

/** The marker colors, the same as the map's (read from the same custom properties). */
const markerColor: Record<MarkerState, string> = {
  open: vars.color.primary,
  verified: vars.color.success,
  urgent: vars.color.danger,
  closed: vars.color.textMuted,
};

export const itemDot = styleVariants(markerColor, (color) => ({ ...dot, background: color }));

export const options = style({ display: 'grid', gap: vars.space.sm });
export const optionGroup = style({ margin: 0, padding: 0, border: 'none', display: 'grid', gap: vars.space.xxs });
export const optionLegend = style({ margin: 0, padding: 0, fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold });
export const optionRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSmall,
  minBlockSize: '1.75rem',
});
export const optionError = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.danger });
export const layerSwatch = style({
  flex: 'none',
  inlineSize: '0.875rem',
  blockSize: '0.875rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const legend = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const status = style({
  position: 'absolute',
  insetBlockEnd: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: 2,
  maxInlineSize: 'calc(100% - 2 * 0.75rem)',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  boxShadow: vars.shadow.raised,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const unavailable = style({
  margin: 0,
  padding: vars.space.md,
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
  background: vars.color.surface,
});

// popup content (MapLibre draws the popup's frame; the content follows the theme)
export const popup = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xxs,
  maxInlineSize: '16rem',
  font: 'inherit',
  color: vars.color.text,
});
export const popupImage = style({ inlineSize: '100%', maxBlockSize: '8rem', objectFit: 'cover', borderRadius: vars.radius.sm });
export const popupTitle = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold, outline: 'none' });
export const popupMeta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});
export const popupDate = style({ unicodeBidi: 'isolate' });
export const popupExcerpt = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const popupCounts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});
export const popupLink = style([textLink, { fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, justifySelf: 'start' }]);
