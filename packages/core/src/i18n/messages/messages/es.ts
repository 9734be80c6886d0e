import type { messagesEn } from './en.js';

export const messagesEs: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'Mensajes',
};
