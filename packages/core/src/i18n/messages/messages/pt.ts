import type { messagesEn } from './en.js';

export const messagesPt: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'Mensagens',
};
