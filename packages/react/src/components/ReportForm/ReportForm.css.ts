import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { error as fieldError, hint as fieldHint } from '../../internal/FieldShell.css.js';

const phone = 'screen and (max-width: 30rem)';

// the form's own width decides its columns (a container query), so a partner page's narrow column gets one
export const root = style({ maxInlineSize: '80rem', containerType: 'inline-size' });

export const fields = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

/**
 * From 60rem of form (a desktop screen beside the navigation): what is typed (title, description, date,
 * tags) in the first column, the location and the media beside it; one column below that.
 */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.xl,
  '@container': { '(min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const column = style({ minInlineSize: 0 });

export const section = style({ margin: 0, marginBlockEnd: vars.space.md, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.font.weightBold });

export const hint = style([fieldHint, { marginBlockStart: `calc(-1 * ${vars.space.sm})` }]);

export const error = fieldError;

export const dateRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 2fr) repeat(3, minmax(4.5rem, 1fr))',
  columnGap: vars.space.sm,
  '@media': { [phone]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

// on a phone the day takes the whole first line, the three time fields share the second
globalStyle(`${dateRow} > :first-child`, { '@media': { [phone]: { gridColumn: '1 / -1' } } });

export const timeInput = style({ fontVariantNumeric: 'tabular-nums' });

export const tagGroup = style({ margin: 0, marginBlockEnd: vars.space.md, padding: 0, border: 0, minInlineSize: 0 });

export const tagLegend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold });

export const choices = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.control,
  cursor: 'pointer',
});

export const reopenWarning = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontWeight: vars.font.weightBold,
});

export const blocked = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.danger });

/** What happened to the reports kept on the device, and whether the device is offline. */
export const submissionStatus = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
  selectors: { '&:empty': { display: 'none' } },
});

export const statusArea = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const statusLine = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
});

export const statusSent = style({ borderInlineStartColor: vars.color.success, background: vars.color.successSurface });

export const pending = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

/** Shown instead of the form when anonymous reports are switched off. */
export const closedNotice = style([
  statusLine,
  { borderInlineStartColor: vars.color.warning, background: vars.color.warningSurface, fontWeight: vars.font.weightBold },
]);

/** The reports kept on the device for this server, each with its state and actions. */
export const keptHeading = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeBody });

export const keptList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const keptItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const keptTitle = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const keptLine = style({ margin: 0, fontSize: vars.font.sizeSmall });

export const keptWarning = style([keptLine, { color: vars.color.warning, fontWeight: vars.font.weightBold }]);

export const keptActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
