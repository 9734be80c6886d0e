import type { embedsEn } from './en.js';

export const embedsTa: Record<keyof typeof embedsEn, string> = {
  'embeds.latest': 'சமீபத்திய அறிக்கைகள்',
  'embeds.noPublicReports': 'இதுவரை பொது அறிக்கைகள் எதுவும் இல்லை.',
  'embeds.showMore': 'மேலும் அறிக்கைகளைக் காட்டு',
  'embeds.publicOff': 'பொது அறிக்கைகள் தற்போது காட்டப்படவில்லை.',
  'embeds.loading': 'ஏற்றுகிறது…',
};
