import type { apiEn } from './en.js';

export const apiTa: Record<keyof typeof apiEn, string> = {
  'api.BROWSER_UNSUPPORTED':
    'இந்த உலாவியால் அநாமதேய அறிக்கைகளைப் பாதுகாப்பாக அனுப்ப முடியாது. புதுப்பித்த உலாவியில், https வழியாகப் பக்கத்தைத் திறக்கவும்.',
};
