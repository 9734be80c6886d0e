import { style } from '@vanilla-extract/css';
import { vars } from '@fieldwatch/react';

// the heading, and beside it (below it on a narrow screen) the organization the messages go to
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeHeading });

export const intro = style({ margin: 0, marginBlockEnd: vars.space.lg, color: vars.color.textMuted, maxInlineSize: '48rem' });

// the form beside the messages sent; one column on a phone
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(18rem, 28rem) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const inbox = style({ maxInlineSize: '48rem' });
