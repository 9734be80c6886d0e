import type { messagesEn } from './en.js';

export const messagesFr: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'Messagerie',
};
