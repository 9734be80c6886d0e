import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';
import { variant } from '../Button/Button.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Edit is a link (to the editor) that looks like the buttons beside it */
export const edit = style([variant.secondary, { textDecoration: 'none' }]);

export const state = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const stateText = style({ margin: 0 });

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxInlineSize: '45rem',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const addressLabel = style({ fontWeight: vars.font.weightBold });

export const addressHint = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const addressRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const addressInput = style([
  focusRing,
  {
    flex: '1 1 16rem',
    minInlineSize: 0,
    minBlockSize: vars.size.control,
    paddingInline: vars.space.sm,
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
  },
]);
