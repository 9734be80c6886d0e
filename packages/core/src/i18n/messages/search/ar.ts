import type { searchEn } from './en.js';

export const searchAr: Record<keyof typeof searchEn, string> = {
  'search.label': 'البحث في البلاغات',
  'search.placeholder': 'البحث بالعنوان أو المحتوى',
  'search.clear': 'مسح البحث',
  'search.suggestions': 'بلاغات مقترحة',
  'search.latest': 'أحدث البلاغات',
  'search.seeAll': 'عرض جميع النتائج عن «{query}»',
  'search.noSuggestions': 'لا يوجد بلاغ مطابق.',
  'search.suggestionCount':
    '{count, plural, =0 {لا اقتراحات} zero {لا اقتراحات} one {اقتراح واحد} two {اقتراحان} few {# اقتراحات} many {# اقتراحًا} other {# اقتراح}}، استخدم سهمي الأعلى والأسفل للاختيار',
};
