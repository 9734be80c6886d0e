/** Messages: the broadcast form, the sent messages, the inbox, English source. */
export const messagesEn = {
  'messages.title': 'Messages',
  'messages.intro': 'Send a message to the people of an organization. It reaches their inbox, and their email if they gave one.',

  // the send form
  'messages.form.title': 'New message',
  'messages.form.subject': 'Subject',
  'messages.form.content': 'Message',
  'messages.form.audience': 'Send to',
  'messages.form.everyone': 'Everyone in the organization',
  'messages.form.users': 'Selected users',
  'messages.form.role': 'One role',
  'messages.form.usersLabel': 'Users',
  'messages.form.usersNone': 'No user chosen',
  'messages.form.usersEmpty': 'This organization has no active users.',
  'messages.form.roleLabel': 'Role',
  'messages.form.rolePlaceholder': 'Choose a role',
  'messages.form.send': 'Send message',
  'messages.form.sending': 'Sending…',
  'messages.form.disabledHint': 'Write a subject and a message, and choose who receives it, to send.',
  'messages.sentTo':
    '{count, plural, =0 {Message sent; no one matched the audience yet.} one {Message sent to # person} other {Message sent to # people}}',

  // the messages sent
  'messages.recent': 'Recent messages',
  'messages.recentNone': 'No message sent yet.',
  'messages.loadError': 'The messages could not be loaded.',
  'messages.retry': 'Try again',
  'messages.seeMore': 'See more',
  'messages.seeLess': 'See less',
  'messages.by': 'By {author}',
  'messages.byUnknown': 'By a deleted user',
  'messages.audience.everyone': 'To everyone',
  'messages.audience.users': '{count, plural, one {To # chosen user} other {To # chosen users}}',
  'messages.audience.role': 'To the role {role}',
  'messages.delivered': '{count, plural, =0 {Delivered to no one} one {Delivered to # person} other {Delivered to # people}}',
  'messages.read': '{count, plural, =0 {read by no one yet} one {read by #} other {read by #}}',

  // the inbox
  'messages.inbox.title': 'Inbox',
  'messages.inbox.withUnread': '{count, plural, =0 {{label}} one {{label}, # unread message} other {{label}, # unread messages}}',
  'messages.inbox.unreadCount': '{count, plural, =0 {No unread message} one {# unread message} other {# unread messages}}',
  'messages.inbox.none': 'Your inbox is empty. Messages from your organization’s admins will show here.',
  'messages.inbox.unread': 'Unread',
  'messages.inbox.from': 'From {author}, {organization}',
  'messages.inbox.fromUnknown': 'From a deleted user, {organization}',
  'messages.inbox.loadMore': 'Show older messages',

  // the mail each recipient with an address receives
  'messages.mail.subject': '[{organization}] {subject}',
  'messages.mail.body':
    'Hello {username},\n\n{author} sent this message to the people of {organization} on Fieldwatch:\n\n{content}\n\nIt is also in your inbox: {link}',
} as const;
