import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const textarea = style({ resize: 'vertical', lineHeight: 1.5 });

export const counter = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted, textAlign: 'end' });

export const over = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });
