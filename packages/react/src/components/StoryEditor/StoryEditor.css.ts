import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing, visuallyHidden } from '../../theme/shared.css.js';
import { error as fieldError, hint as fieldHint, label as fieldLabel } from '../../internal/FieldShell.css.js';

// the editor's own width decides its columns (a container query), so a narrow host column folds the side list too
export const root = style({ maxInlineSize: '80rem', containerType: 'inline-size' });

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const fields = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

/** The body beside the side list of reports from 48rem of editor; below it the side list folds into a panel. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@container': { '(min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const pickerToggle = style({ '@container': { '(min-width: 48rem)': { display: 'none' } } });

/** Folded on narrow editors unless opened; always shown beside the body on wide ones. */
export const picker = style({
  minInlineSize: 0,
  display: 'none',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  alignSelf: 'start',
  selectors: { '&[data-open]': { display: 'block' } },
  '@container': { '(min-width: 48rem)': { display: 'block', position: 'sticky', insetBlockStart: vars.space.md, order: 1 } },
});

export const hint = fieldHint;
export const error = fieldError;
export const label = fieldLabel;

export const cover = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBlockEnd: vars.space.md });

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-over]': { borderColor: vars.color.primary, background: vars.color.selected } },
});

export const coverImage = style({
  display: 'block',
  inlineSize: '12rem',
  maxInlineSize: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

/** The body's drop target around the list, tall enough to take a report while the body is empty. */
export const blocks = style({
  minBlockSize: '4rem',
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: { '&[data-over]': { outline: `2px dashed ${vars.color.primary}`, outlineOffset: '4px' } },
});

export const block = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-dragging]': { zIndex: 1, boxShadow: vars.shadow.raised, borderColor: vars.color.primary } },
});

export const blockContent = style({ flex: 1, minInlineSize: 0 });

export const iconButton = style([
  focusRing,
  {
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: vars.size.control,
    blockSize: vars.size.control,
    padding: 0,
    color: vars.color.text,
    background: 'transparent',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.selected } },
  },
]);

export const handle = style([iconButton, { cursor: 'grab', touchAction: 'none' }]);

export const empty = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted, textAlign: 'center' });

export const card = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const cardImage = style({ flex: 'none', inlineSize: '4.5rem', blockSize: '3rem', objectFit: 'cover', borderRadius: vars.radius.sm });

export const cardText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const cardTitle = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const cardDate = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const hidden = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });

export const reportList = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxBlockSize: '60vh',
  overflowY: 'auto',
});

export const reportItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.sm,
  touchAction: 'none',
  cursor: 'grab',
});

export const overlay = style([reportItem, { boxShadow: vars.shadow.raised, cursor: 'grabbing' }]);

export const notice = style({
  padding: vars.space.sm,
  marginBlockEnd: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const noticeText = style({ margin: 0, marginBlockEnd: vars.space.xs });

export const announcer = style([visuallyHidden]);

export const blocked = style([fieldHint, { margin: 0 }]);

export const blockList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
