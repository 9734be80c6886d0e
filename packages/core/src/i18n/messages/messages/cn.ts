import type { messagesEn } from './en.js';

export const messagesCn: Record<keyof typeof messagesEn, string> = {
  'messages.title': '消息',
};
