import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing, textLink } from '../../theme/shared.css.js';

export const root = style({ color: vars.color.text, fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const title = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeLarge });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted, maxInlineSize: '48rem' });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(16rem, 40rem)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const card = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

export const choices = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

export const output = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold });

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minBlockSize: '2.25rem', cursor: 'pointer' });

export const radioInput = style([focusRing, { margin: 0, inlineSize: '1.125rem', blockSize: '1.125rem', accentColor: vars.color.primary }]);

export const attributeName = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });

export const subtitle = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold });

export const settings = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const setting = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });

const badge = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const on = style([badge, { background: vars.color.successSurface, color: vars.color.success }]);

export const off = style([badge, { background: vars.color.dangerSurface, color: vars.color.danger }]);

export const link = textLink;

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.warningSurface,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
});

export const code = style([
  focusRing,
  {
    margin: 0,
    padding: vars.space.sm,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radius.sm,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: vars.font.sizeSmall,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    // code reads left to right, in an Arabic page too
    direction: 'ltr',
    textAlign: 'start',
  },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const status = style({ margin: 0, minBlockSize: '1.5em' });
