import type { exportEn } from './en.js';

export const exportAr: Record<keyof typeof exportEn, string> = {
  'export.tab': 'تصدير البلاغات',
  'export.tabs': 'أقسام الإدارة',
  'export.title': 'تصدير البلاغات',
  'export.intro': 'اختر البلاغات بعوامل التصفية، ثم نزّلها بالتنسيق الذي تحتاجه.',
  'export.format': 'التنسيق',
  'export.format.csv': 'CSV (جدول بيانات)',
  'export.format.geojson': 'GeoJSON (خرائط)',
  'export.format.kml': 'KML (لبرنامج Google Earth)',
  'export.media': 'تضمين الوسائط (zip)',
  'export.mediaHint': 'يصبح التنزيل ملف zip يضم البلاغات وصورها ومقاطع الفيديو والصوت والمستندات.',
  'export.count':
    '{count, plural, =0 {لا يطابق أي بلاغ.} zero {لا يطابق أي بلاغ.} one {يطابق بلاغ واحد.} two {يطابق بلاغان.} few {تطابق # بلاغات.} many {يطابق # بلاغًا.} other {يطابق # بلاغ.}}',
  'export.counting': 'جارٍ عدّ البلاغات…',
  'export.download': 'تنزيل',
  'export.started': 'بدأ التنزيل.',
  'export.disabled': 'التصدير متوقف في هذا التثبيت.',
};
