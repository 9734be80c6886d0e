import type { exportEn } from './en.js';

export const exportTa: Record<keyof typeof exportEn, string> = {
  'export.tab': 'அறிக்கைகளை ஏற்றுமதி செய்',
  'export.tabs': 'நிர்வாகப் பிரிவுகள்',
  'export.title': 'அறிக்கைகளை ஏற்றுமதி செய்',
  'export.intro': 'வடிகட்டிகளால் அறிக்கைகளைத் தேர்ந்தெடுத்து, தேவையான வடிவத்தில் பதிவிறக்குங்கள்.',
  'export.format': 'வடிவம்',
  'export.format.csv': 'CSV (விரிதாள்)',
  'export.format.geojson': 'GeoJSON (வரைபடங்கள்)',
  'export.format.kml': 'KML (Google Earth க்கு)',
  'export.media': 'ஊடகங்களைச் சேர் (zip)',
  'export.mediaHint': 'பதிவிறக்கம் அறிக்கைகளும் அவற்றின் படங்கள், காணொளிகள், ஒலிகள், ஆவணங்களும் அடங்கிய zip ஆக மாறும்.',
  'export.count': '{count, plural, =0 {எந்த அறிக்கையும் பொருந்தவில்லை.} one {# அறிக்கை பொருந்துகிறது.} other {# அறிக்கைகள் பொருந்துகின்றன.}}',
  'export.counting': 'அறிக்கைகள் எண்ணப்படுகின்றன…',
  'export.download': 'பதிவிறக்கு',
  'export.started': 'பதிவிறக்கம் தொடங்கியது.',
  'export.disabled': 'இந்த நிறுவலில் ஏற்றுமதி அணைக்கப்பட்டுள்ளது.',
};
