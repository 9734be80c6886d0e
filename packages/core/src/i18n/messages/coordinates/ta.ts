import type { coordinatesEn } from './en.js';

export const coordinatesTa: Record<keyof typeof coordinatesEn, string> = {
  'coordinates.legend': 'இருப்பிடம்',
  'coordinates.format': 'ஆயத்தொலை வடிவம்',
  'coordinates.formatDecimal': 'தசம பாகைகள்',
  'coordinates.formatDms': 'பாகை, கலை, விகலை',
  'coordinates.latitude': 'அட்சரேகை',
  'coordinates.longitude': 'தீர்க்கரேகை',
  'coordinates.degrees': 'பாகைகள்',
  'coordinates.minutes': 'கலைகள்',
  'coordinates.seconds': 'விகலைகள்',
  'coordinates.hemisphere': 'அரைக்கோளம்',
  'coordinates.copyDecimal': 'தசமமாக நகலெடு',
  'coordinates.copyDms': 'DMS ஆக நகலெடு',
  'coordinates.copiedDecimal': 'தசம ஆயத்தொலைகள் கிளிப்போர்டுக்கு நகலெடுக்கப்பட்டன',
  'coordinates.copiedDms': 'DMS ஆயத்தொலைகள் கிளிப்போர்டுக்கு நகலெடுக்கப்பட்டன',
  'coordinates.copyFailed': 'ஆயத்தொலைகளை நகலெடுக்க முடியவில்லை',
};
