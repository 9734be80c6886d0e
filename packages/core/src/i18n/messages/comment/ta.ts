import type { commentEn } from './en.js';

export const commentTa: Record<keyof typeof commentEn, string> = {
  'comment.title': 'கருத்தைச் சேர்',
  'comment.label': 'கருத்து',
  'comment.attachments': 'இணைப்புகள்',
  'comment.submit': 'கருத்தை வெளியிடு',
  'comment.posting': 'வெளியிடுகிறது…',
  'comment.created': 'கருத்து உருவாக்கப்பட்டது',
};
