import type { apiEn } from './en.js';

export const apiAr: Record<keyof typeof apiEn, string> = {
  'api.BROWSER_UNSUPPORTED': 'لا يستطيع هذا المتصفح إرسال البلاغات المجهولة بأمان. افتح الصفحة في متصفح محدَّث عبر https.',
};
