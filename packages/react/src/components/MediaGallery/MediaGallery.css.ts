import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing, textLink } from '../../theme/shared.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space.sm,
});

export const compact = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))' });

export const thumbnail = style([
  focusRing,
  {
    display: 'block',
    inlineSize: '100%',
    aspectRatio: '1',
    padding: 0,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radius.sm,
    overflow: 'hidden',
    background: vars.color.surfaceSunken,
    cursor: 'zoom-in',
  },
]);

export const thumbnailImage = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const kind = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const kindTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const players = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const player = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const video = style({ inlineSize: '100%', maxBlockSize: '24rem', background: '#000', borderRadius: vars.radius.sm });

export const audio = style({ inlineSize: '100%' });

export const fileName = style({ fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

export const document = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const documentLink = style([
  textLink,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, overflowWrap: 'anywhere' },
]);

export const newTab = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const preview = style({ fontSize: vars.font.sizeSmall });

export const frame = style({
  inlineSize: '100%',
  blockSize: '28rem',
  marginBlockStart: vars.space.xs,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const viewer = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md });

export const large = style({ maxInlineSize: '100%', maxBlockSize: '70dvh', objectFit: 'contain' });

export const viewerNav = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

// arrows point the way the page reads
export const flip = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
