import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const message = style({ margin: 0 });

export const warning = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

export const icon = style({ flex: 'none', marginBlockStart: '0.1rem' });

// a primary button in the danger color (the extra pseudo-classes outrank the primary variant's rules)
export const dangerButton = style({
  selectors: {
    '&:not(:disabled):not([data-x])': { background: vars.color.danger, color: vars.color.onPrimary },
    '&:hover:not(:disabled):not([data-x])': { background: vars.color.danger, filter: 'brightness(0.88)' },
  },
});
