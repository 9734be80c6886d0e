import { style } from '@vanilla-extract/css';

export const root = style({ marginInline: 'auto' });

// digits spaced out and a fixed width font make a 6-digit code easy to check against the email
export const code = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.3em', fontSize: '1.25rem' });

// the other ways to finish the sign-in, one per line on a phone
export const methods = style({ display: 'flex', flexWrap: 'wrap', columnGap: '1rem', rowGap: '0.25rem', marginBlockStart: '0.5rem' });
