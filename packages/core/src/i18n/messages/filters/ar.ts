import type { filtersEn } from './en.js';

export const filtersAr: Record<keyof typeof filtersEn, string> = {
  'filters.title': 'عوامل التصفية',
  'filters.activeCount':
    '{count, plural, =0 {لا عوامل تصفية نشطة} zero {لا عوامل تصفية نشطة} one {عامل تصفية نشط واحد} two {عاملا تصفية نشطان} few {# عوامل تصفية نشطة} many {# عامل تصفية نشطًا} other {# عامل تصفية نشط}}',
  'filters.apply': 'تطبيق',
  'filters.reset': 'إعادة التعيين',
  'filters.date': 'التاريخ',
  'filters.startDate': 'من',
  'filters.endDate': 'إلى',
  'filters.status': 'الحالة',
  'filters.lifecycle': 'التقدّم',
  'filters.urgency': 'درجة الاستعجال',
  'filters.verification': 'حالة التوثيق',
  'filters.visibility': 'الظهور',
  'filters.assignment': 'الإسناد',
  'filters.author': 'الكاتب',
  'filters.assignee': 'المسؤول',
  'filters.organization': 'المؤسسة',
  'filters.tags': 'الوسوم',
  'filters.folders': 'المجلدات',
  'filters.any': 'الكل',
  'filters.selectedCount':
    '{count, plural, zero {لا شيء محدد} one {عنصر واحد محدد} two {عنصران محددان} few {# عناصر محددة} many {# عنصرًا محددًا} other {# عنصر محدد}}',
  'filters.findChoice': 'البحث في {label}',
  'filters.noChoices': 'لا يوجد ما يمكن اختياره.',
  'filters.noMatch': 'لا يوجد خيار مطابق.',
  'filters.choicesError': 'تعذّر تحميل هذه الخيارات.',
};
