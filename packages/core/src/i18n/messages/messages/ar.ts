import type { messagesEn } from './en.js';

export const messagesAr: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'الرسائل',
};
