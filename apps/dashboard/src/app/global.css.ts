import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@fieldwatch/react';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { background: vars.color.background, color: vars.color.text });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  WebkitTextSizeAdjust: '100%',
});
