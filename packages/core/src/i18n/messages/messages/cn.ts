import type { messagesEn } from './en.js';

export const messagesCn: Record<keyof typeof messagesEn, string> = {
  'messages.title': '消息',
  'messages.intro': '向某个组织的成员发送消息。消息会送达他们的收件箱；如果他们填写了电子邮箱，也会发送到邮箱。',

  'messages.form.title': '新消息',
  'messages.form.subject': '主题',
  'messages.form.content': '消息内容',
  'messages.form.audience': '发送给',
  'messages.form.everyone': '组织内所有人',
  'messages.form.users': '选定的用户',
  'messages.form.role': '一个角色',
  'messages.form.usersLabel': '用户',
  'messages.form.usersNone': '未选择用户',
  'messages.form.usersEmpty': '该组织没有活跃用户。',
  'messages.form.roleLabel': '角色',
  'messages.form.rolePlaceholder': '选择一个角色',
  'messages.form.send': '发送消息',
  'messages.form.sending': '正在发送…',
  'messages.form.disabledHint': '请填写主题和消息内容，并选择接收人，然后才能发送。',
  'messages.sentTo': '{count, plural, =0 {消息已发送；目前没有符合条件的接收人。} other {消息已发送给 # 人}}',

  'messages.recent': '最近的消息',
  'messages.recentNone': '尚未发送任何消息。',
  'messages.loadError': '无法加载消息。',
  'messages.retry': '重试',
  'messages.seeMore': '展开',
  'messages.seeLess': '收起',
  'messages.by': '发送人：{author}',
  'messages.byUnknown': '发送人：已删除的用户',
  'messages.audience.everyone': '发给所有人',
  'messages.audience.users': '{count, plural, other {发给 # 位选定用户}}',
  'messages.audience.role': '发给角色 {role}',
  'messages.delivered': '{count, plural, =0 {未送达任何人} other {已送达 # 人}}',
  'messages.read': '{count, plural, =0 {尚无人阅读} other {# 人已读}}',

  'messages.inbox.title': '收件箱',
  'messages.inbox.unreadCount': '{count, plural, =0 {没有未读消息} other {# 条未读消息}}',
  'messages.inbox.none': '您的收件箱是空的。您所在组织的管理员发送的消息会显示在这里。',
  'messages.inbox.unread': '未读',
  'messages.inbox.from': '来自 {author}，{organization}',
  'messages.inbox.fromUnknown': '来自已删除的用户，{organization}',
  'messages.inbox.loadMore': '显示更早的消息',

  'messages.mail.subject': '[{organization}] {subject}',
  'messages.mail.body':
    '{username}，您好：\n\n{author} 在 Fieldwatch 上向 {organization} 的成员发送了这条消息：\n\n{content}\n\n您也可以在收件箱中查看：{link}',
};
