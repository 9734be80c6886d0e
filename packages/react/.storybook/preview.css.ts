import { globalStyle } from '@vanilla-extract/css';
import '../src/theme/index.js';
import { vars } from '../src/theme/contract.css.js';

globalStyle('body', { background: vars.color.background, color: vars.color.text, fontFamily: vars.font.body });
