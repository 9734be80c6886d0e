import type { reportEn } from './en.js';

export const reportTa: Record<keyof typeof reportEn, string> = {
  'report.lifecycle.new': 'புதியது',
  'report.lifecycle.started': 'நடைபெறுகிறது',
  'report.lifecycle.closed': 'மூடப்பட்டது',
  'report.urgency.minor': 'முக்கியம்',
  'report.urgency.moderate': 'அவசரம்',
  'report.urgency.critical': 'மிக அவசரம்',
  'report.urgency.none': 'அவசரம் இல்லை',
  'report.verified': 'சரிபார்க்கப்பட்டது',
  'report.unverified': 'சரிபார்க்கப்படவில்லை',
  'report.visibility.public': 'பொது',
  'report.visibility.private': 'தனிப்பட்டது',
  'report.newMarker': 'புதியது',
  'report.urgentIcon': 'அவசரம்',
};
