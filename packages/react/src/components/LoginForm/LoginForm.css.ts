import { style } from '@vanilla-extract/css';

// The form's look comes from the shared form card (internal/Form.css.ts); this file is its own hook for
// the login screen's only difference: it stays centerd in a narrow column.
export const root = style({ marginInline: 'auto' });
