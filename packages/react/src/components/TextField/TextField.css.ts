import { style } from '@vanilla-extract/css';

export const input = style({
  selectors: {
    // Codes and e-mail addresses read left to right even in Arabic; aligned to the right like the
    // Arabic fields around them (physical on purpose: the direction of these inputs is forced to ltr).
    '[dir="rtl"] &[inputmode="numeric"], [dir="rtl"] &[type="email"]': { direction: 'ltr', textAlign: 'right' },
  },
});
