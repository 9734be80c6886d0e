import type { importEn } from './en.js';

export const importTa: Record<keyof typeof importEn, string> = {
  'import.hint': 'அறிக்கை .zip கோப்புகளை இங்கே இழுத்து விடுங்கள்',
  'import.willReject': 'இந்தக் கோப்பு நிராகரிக்கப்படும் !!',
  'import.notZip': 'ஏற்றுமதியால் உருவான .zip கோப்பை மட்டுமே இறக்குமதி செய்ய முடியும்.',
  'import.choose': 'அறிக்கைகளை இறக்குமதி செய் (.zip)',
  'import.title': 'அறிக்கைகளை இறக்குமதி செய்',
  'import.file': 'கோப்பு: {name}',
  'import.organization': 'இதில் இறக்குமதி செய்',
  'import.submit': 'இறக்குமதி செய்',
  'import.created': '{count, plural, =0 {எந்த அறிக்கையும் உருவாக்கப்படவில்லை.} one {# அறிக்கை உருவாக்கப்பட்டது.} other {# அறிக்கைகள் உருவாக்கப்பட்டன.}}',
  'import.rejected':
    '{count, plural, =0 {எந்த அறிக்கையும் நிராகரிக்கப்படவில்லை.} one {# அறிக்கை நிராகரிக்கப்பட்டது:} other {# அறிக்கைகள் நிராகரிக்கப்பட்டன:}}',
  'import.row': 'வரிசை {row}',
  'import.untitled': 'தலைப்பில்லாதது',
  'import.done': 'முடிந்தது',
};
