import type { reportEn } from './en.js';

export const reportAr: Record<keyof typeof reportEn, string> = {
  'report.lifecycle.new': 'جديد',
  'report.lifecycle.started': 'قيد المعالجة',
  'report.lifecycle.closed': 'مغلق',
  'report.urgency.minor': 'مهم',
  'report.urgency.moderate': 'عاجل',
  'report.urgency.critical': 'حرج',
  'report.urgency.none': 'بلا أولوية',
  'report.verified': 'موثَّق',
  'report.unverified': 'غير موثَّق',
  'report.visibility.public': 'عام',
  'report.visibility.private': 'خاص',
  'report.newMarker': 'جديد',
  'report.urgentIcon': 'عاجل',
};
