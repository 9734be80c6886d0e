import type { embedsEn } from './en.js';

export const embedsAr: Record<keyof typeof embedsEn, string> = {
  'embeds.latest': 'أحدث البلاغات',
  'embeds.noPublicReports': 'لا توجد بلاغات عامة بعد.',
  'embeds.showMore': 'عرض المزيد من البلاغات',
  'embeds.publicOff': 'لا تُعرض البلاغات العامة في الوقت الحالي.',
  'embeds.loading': 'جارٍ التحميل…',
};
