import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

export const root = style({
  boxSizing: 'border-box',
  maxInlineSize: '56rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  '@media': { 'screen and (max-width: 30rem)': { padding: vars.space.md } },
});

export const loading = style({ color: vars.color.textMuted });

// on a phone the icons go under a long title instead of squeezing it
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ flex: '1 1 16rem', margin: 0, fontSize: vars.font.sizeHeading, lineHeight: 1.25, overflowWrap: 'anywhere' });

export const toolbar = style({ display: 'flex', gap: vars.space.xs, flex: 'none', marginInlineStart: 'auto' });

const iconButtonBase = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    inlineSize: vars.size.control,
    blockSize: vars.size.control,
    padding: 0,
    color: vars.color.primary,
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.selected } },
  },
]);
export const iconButton = iconButtonBase;
export const iconButtonDanger = style([
  iconButtonBase,
  { color: vars.color.danger, selectors: { '&:hover': { background: vars.color.dangerSurface } } },
]);

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: '6px solid currentColor',
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-urgency="minor"]': { background: vars.color.infoSurface, color: vars.color.info },
    '&[data-urgency="moderate"]': { background: vars.color.warningSurface, color: vars.color.warning },
    '&[data-urgency="critical"]': { background: vars.color.dangerSurface, color: vars.color.danger },
  },
});

export const meta = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
});

globalStyle(`${meta} dt`, { color: vars.color.textMuted, fontWeight: vars.font.weightBold });
globalStyle(`${meta} dd`, { margin: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.round,
  fontWeight: vars.font.weightBold,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-tone="verified"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-tone="closed"]': { background: vars.color.text, color: vars.color.surface },
    '&[data-tone="lifecycle"]': { background: vars.color.infoSurface, color: vars.color.info },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const categories = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

globalStyle(`${categories} dt`, { fontWeight: vars.font.weightBold, marginBlockEnd: vars.space.xxs });

export const chip = style({
  display: 'inline-block',
  margin: 0,
  marginInlineEnd: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.round,
  background: vars.color.selected,
  color: vars.color.text,
});

export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

// dialogs
export const plainFieldset = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const dialogIntro = style({ padding: 0, marginBlockEnd: vars.space.md });

export const folderLabel = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const folderColor = style({ inlineSize: '0.75rem', blockSize: '0.75rem', borderRadius: vars.radius.sm });

export const dialogControls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  marginBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const inlineControl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  '@media': { 'screen and (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
