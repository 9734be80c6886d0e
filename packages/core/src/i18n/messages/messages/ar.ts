import type { messagesEn } from './en.js';

export const messagesAr: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'الرسائل',
  'messages.intro': 'أرسل رسالة إلى أفراد إحدى المنظمات. تصل إلى صندوق الوارد لديهم، وإلى بريدهم الإلكتروني إن كانوا قد أدخلوه.',

  'messages.form.title': 'رسالة جديدة',
  'messages.form.subject': 'الموضوع',
  'messages.form.content': 'الرسالة',
  'messages.form.audience': 'إرسال إلى',
  'messages.form.everyone': 'كل من في المنظمة',
  'messages.form.users': 'مستخدمون محددون',
  'messages.form.role': 'دور واحد',
  'messages.form.usersLabel': 'المستخدمون',
  'messages.form.usersNone': 'لم يُختر أي مستخدم',
  'messages.form.usersEmpty': 'لا يوجد مستخدمون نشطون في هذه المنظمة.',
  'messages.form.roleLabel': 'الدور',
  'messages.form.rolePlaceholder': 'اختر دورًا',
  'messages.form.send': 'إرسال الرسالة',
  'messages.form.sending': 'جارٍ الإرسال…',
  'messages.form.disabledHint': 'للإرسال، اكتب موضوعًا ورسالة، واختر من يستلمها.',
  'messages.sentTo':
    '{count, plural, =0 {أُرسلت الرسالة؛ لا أحد يطابق المستلمين بعد.} zero {أُرسلت الرسالة؛ لا أحد يطابق المستلمين بعد.} one {أُرسلت الرسالة إلى شخص واحد} two {أُرسلت الرسالة إلى شخصين} few {أُرسلت الرسالة إلى # أشخاص} many {أُرسلت الرسالة إلى # شخصًا} other {أُرسلت الرسالة إلى # شخص}}',

  'messages.recent': 'الرسائل الأخيرة',
  'messages.recentNone': 'لم تُرسل أي رسالة بعد.',
  'messages.loadError': 'تعذّر تحميل الرسائل.',
  'messages.retry': 'إعادة المحاولة',
  'messages.seeMore': 'عرض المزيد',
  'messages.seeLess': 'عرض أقل',
  'messages.by': 'من {author}',
  'messages.byUnknown': 'من مستخدم محذوف',
  'messages.audience.everyone': 'إلى الجميع',
  'messages.audience.users':
    '{count, plural, one {إلى مستخدم واحد محدد} two {إلى مستخدمَين محددَين} few {إلى # مستخدمين محددين} many {إلى # مستخدمًا محددًا} other {إلى # مستخدم محدد}}',
  'messages.audience.role': 'إلى دور {role}',
  'messages.delivered':
    '{count, plural, =0 {لم تُسلَّم لأحد} zero {لم تُسلَّم لأحد} one {سُلّمت إلى شخص واحد} two {سُلّمت إلى شخصين} few {سُلّمت إلى # أشخاص} many {سُلّمت إلى # شخصًا} other {سُلّمت إلى # شخص}}',
  'messages.read':
    '{count, plural, =0 {لم يقرأها أحد بعد} zero {لم يقرأها أحد بعد} one {قرأها شخص واحد} two {قرأها شخصان} few {قرأها # أشخاص} many {قرأها # شخصًا} other {قرأها # شخص}}',

  'messages.inbox.title': 'صندوق الوارد',
  'messages.inbox.withUnread':
    '{count, plural, =0 {{label}} zero {{label}} one {{label}، رسالة واحدة غير مقروءة} two {{label}، رسالتان غير مقروءتين} few {{label}، # رسائل غير مقروءة} many {{label}، # رسالة غير مقروءة} other {{label}، # رسالة غير مقروءة}}',
  'messages.inbox.unreadCount':
    '{count, plural, =0 {لا رسائل غير مقروءة} zero {لا رسائل غير مقروءة} one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}',
  'messages.inbox.none': 'صندوق الوارد لديك فارغ. ستظهر هنا رسائل مسؤولي منظمتك.',
  'messages.inbox.unread': 'غير مقروءة',
  'messages.inbox.from': 'من {author}، {organization}',
  'messages.inbox.fromUnknown': 'من مستخدم محذوف، {organization}',
  'messages.inbox.loadMore': 'عرض الرسائل الأقدم',

  'messages.mail.subject': '[{organization}] {subject}',
  'messages.mail.body':
    'مرحبًا {username}،\n\nأرسل {author} هذه الرسالة إلى أفراد {organization} على Fieldwatch:\n\n{content}\n\nوهي موجودة أيضًا في صندوق الوارد لديك: {link}',
};
