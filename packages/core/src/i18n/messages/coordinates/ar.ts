import type { coordinatesEn } from './en.js';

export const coordinatesAr: Record<keyof typeof coordinatesEn, string> = {
  'coordinates.legend': 'الموقع',
  'coordinates.format': 'صيغة الإحداثيات',
  'coordinates.formatDecimal': 'درجات عشرية',
  'coordinates.formatDms': 'درجات ودقائق وثوانٍ',
  'coordinates.latitude': 'خط العرض',
  'coordinates.longitude': 'خط الطول',
  'coordinates.degrees': 'الدرجات',
  'coordinates.minutes': 'الدقائق',
  'coordinates.seconds': 'الثواني',
  'coordinates.hemisphere': 'نصف الكرة',
  'coordinates.copyDecimal': 'نسخ بالصيغة العشرية',
  'coordinates.copyDms': 'نسخ بصيغة DMS',
  'coordinates.copiedDecimal': 'نُسخت الإحداثيات العشرية إلى الحافظة',
  'coordinates.copiedDms': 'نُسخت إحداثيات DMS إلى الحافظة',
  'coordinates.copyFailed': 'تعذّر نسخ الإحداثيات',
};
