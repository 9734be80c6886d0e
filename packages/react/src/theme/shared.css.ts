import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

/** A visible focus ring for keyboard users only (:focus-visible), the same on every control. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Text that looks like a link (links and link-like buttons share it). */
export const textLink = style([
  focusRing,
  {
    color: vars.color.primary,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.primaryHover, textDecorationThickness: '2px' } },
  },
]);
