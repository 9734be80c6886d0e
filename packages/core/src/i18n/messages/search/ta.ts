import type { searchEn } from './en.js';

export const searchTa: Record<keyof typeof searchEn, string> = {
  'search.label': 'அறிக்கைகளைத் தேடு',
  'search.placeholder': 'தலைப்பு அல்லது உள்ளடக்கத்தால் தேடு',
  'search.clear': 'தேடலை அழி',
  'search.suggestions': 'பரிந்துரைக்கப்பட்ட அறிக்கைகள்',
  'search.latest': 'சமீபத்திய அறிக்கைகள்',
  'search.seeAll': '“{query}” க்கான எல்லா முடிவுகளையும் காண்க',
  'search.noSuggestions': 'எந்த அறிக்கையும் பொருந்தவில்லை.',
  'search.suggestionCount':
    '{count, plural, =0 {பரிந்துரைகள் இல்லை} one {# பரிந்துரை} other {# பரிந்துரைகள்}}, மேல் கீழ் அம்புக்குறிகளால் தேர்ந்தெடுக்கவும்',
};
