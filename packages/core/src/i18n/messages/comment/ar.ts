import type { commentEn } from './en.js';

export const commentAr: Record<keyof typeof commentEn, string> = {
  'comment.title': 'إضافة تعليق',
  'comment.label': 'التعليق',
  'comment.attachments': 'المرفقات',
  'comment.submit': 'نشر التعليق',
  'comment.posting': 'جارٍ النشر…',
  'comment.created': 'أُنشئ التعليق',
};
