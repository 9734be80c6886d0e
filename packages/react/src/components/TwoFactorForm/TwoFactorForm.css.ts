import { style } from '@vanilla-extract/css';

export const root = style({ marginInline: 'auto' });

// digits spaced out and a fixed width font make a 6-digit code easy to check against the email
export const code = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.3em', fontSize: '1.25rem' });
