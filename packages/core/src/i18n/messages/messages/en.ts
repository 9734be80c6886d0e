/** Messages: the broadcast form, the sent messages, the inbox, English source. */
export const messagesEn = {
  'messages.title': 'Messages',
} as const;
