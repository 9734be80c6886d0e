import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../theme/shared.css.js';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem)' }, to: { opacity: 1, transform: 'none' } });
const leave = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: 'min(24rem, calc(100vw - 2rem))',
  fontFamily: vars.font.body,
  // the empty region must not swallow clicks on the page under it
  pointerEvents: 'none',
});

export const alert = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '6px solid currentColor',
  boxShadow: vars.shadow.raised,
  animation: `${enter} ${vars.motion.duration} ease-out`,
  selectors: {
    '&[data-kind="error"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-kind="success"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-kind="warning"]': { background: vars.color.warningSurface, color: vars.color.warning },
    '&[data-kind="info"]': { background: vars.color.infoSurface, color: vars.color.info },
    '&[data-state="leaving"]': { animation: `${leave} ${vars.motion.duration} ease-in forwards` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      selectors: { '&[data-state="leaving"]': { animation: 'none', opacity: 0 } },
    },
  },
});

export const message = style({ flex: 1, margin: 0, paddingBlock: vars.space.xs, fontWeight: vars.font.weightBold });

export const dismiss = style([
  focusRing,
  {
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    inlineSize: '2rem',
    blockSize: '2rem',
    padding: 0,
    background: 'none',
    border: 0,
    borderRadius: vars.radius.sm,
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { background: 'rgb(0 0 0 / 0.06)' } },
  },
]);
