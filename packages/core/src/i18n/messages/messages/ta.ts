import type { messagesEn } from './en.js';

export const messagesTa: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'செய்திகள்',
};
