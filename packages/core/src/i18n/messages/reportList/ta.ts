import type { reportListEn } from './en.js';

export const reportListTa: Record<keyof typeof reportListEn, string> = {
  'reportList.label': 'அறிக்கைகள்',
  'reportList.loading': 'அறிக்கைகள் ஏற்றப்படுகின்றன…',
  'reportList.loadingMore': 'மேலும் அறிக்கைகள் ஏற்றப்படுகின்றன…',
  'reportList.empty': 'இந்த வடிகட்டிகளுக்குப் பொருந்தும் அறிக்கை எதுவும் இல்லை.',
  'reportList.emptyFolder': 'இந்தக் கோப்புறையில் இன்னும் அறிக்கைகள் இல்லை.',
  'reportList.error': 'அறிக்கைகளை ஏற்ற முடியவில்லை.',
  'reportList.retry': 'மீண்டும் முயல்க',
  'reportList.searchCount': '“{query}” க்கு {count, plural, =0 {முடிவுகள் இல்லை} one {# முடிவு} other {# முடிவுகள்}}',
  'reportList.total': '{count, plural, =0 {அறிக்கைகள் இல்லை} one {# அறிக்கை} other {# அறிக்கைகள்}}',
  'reportList.totalAtLeast': '{count, plural, one {# க்கும் மேற்பட்ட அறிக்கை} other {# க்கும் மேற்பட்ட அறிக்கைகள்}}',
  'reportList.searchCountAtLeast': '“{query}” க்கு {count, plural, one {# க்கும் மேற்பட்ட முடிவு} other {# க்கும் மேற்பட்ட முடிவுகள்}}',
  'reportList.end': 'எல்லா அறிக்கைகளும் காட்டப்பட்டுள்ளன.',
  'reportList.newReports': '{count, plural, one {# புதிய அறிக்கை} other {# புதிய அறிக்கைகள்}}',
  'reportList.backToAll': 'எல்லா அறிக்கைகளுக்கும் திரும்பு',
  'reportList.folder': 'கோப்புறை: {name}',
  'reportList.newReport': 'புதிய அறிக்கை',
};
