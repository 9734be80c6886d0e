import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { focusRing } from '../theme/shared.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBlockEnd: vars.space.md });

export const label = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const hint = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
  // stays in the page while empty (no display: none): a live region must exist before its text arrives
});

export const control = style([
  focusRing,
  {
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: vars.size.control,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xs,
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
      '&:disabled, &[readonly]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
]);
