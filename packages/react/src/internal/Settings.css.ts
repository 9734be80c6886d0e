import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** The settings screens (map, app, public site, the profile): one look for their sections and headings. */

// wider than a one-column form: the fields and a preview or images side by side where there is room
export const wideRoot = style({ maxInlineSize: '72rem' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const section = style({ margin: 0, marginBlockEnd: vars.space.lg, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

/** An explanation beside a setting (what it does, where it shows). */
export const note = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
});
