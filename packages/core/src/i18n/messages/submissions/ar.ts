import type { submissionsEn } from './en.js';

export const submissionsAr: Record<keyof typeof submissionsEn, string> = {
  'submissions.queued': 'حُفظ على هذا الجهاز. سيُرسَل عندما تعود متصلًا بالإنترنت.',
  'submissions.sent': 'أُرسل بلاغك.',
  'submissions.pending':
    '{count, plural, zero {لا بلاغات بانتظار الإرسال.} one {بلاغ واحد بانتظار الإرسال.} two {بلاغان بانتظار الإرسال.} few {# بلاغات بانتظار الإرسال.} many {# بلاغًا بانتظار الإرسال.} other {# بلاغ بانتظار الإرسال.}}',
  'submissions.sendNow': 'أرسل الآن',
  'submissions.offline': 'أنت غير متصل بالإنترنت. لا يزال بإمكانك حفظ بلاغك: سيبقى على هذا الجهاز إلى أن يمكن إرساله.',
  'submissions.notStored': 'تعذّر إرسال بلاغك، ولم يتمكن هذا الجهاز من الاحتفاظ به. أبقِ هذه الصفحة مفتوحة: سيُرسَل عند عودة الاتصال.',
  'submissions.restored': 'تعذّر إرسال بلاغ حُفظ سابقًا. أُعيد إلى النموذج: راجعه واحفظه مرة أخرى.',
  'submissions.discard': 'احذف هذا البلاغ',
  'submissions.anonymousDisabled': 'لا تُقبل البلاغات المجهولة في الوقت الحالي.',
  'submissions.anonymousNote': 'سيُرسَل بلاغك دون اسمك.',
  'submissions.sentElsewhere': 'أُرسل هذا البلاغ من علامة تبويب أو نافذة أخرى.',
  'submissions.keptHeading': 'بلاغات محفوظة على هذا الجهاز',
  'submissions.untitled': 'بلاغ بلا عنوان',
  'submissions.keptAt': 'حُفظ في {date, date, medium} الساعة {date, time, short}',
  'submissions.stateWaiting': 'بانتظار الاتصال بالخادم',
  'submissions.stateSending': 'جارٍ الإرسال…',
  'submissions.stateHeld': 'رفضه الخادم: {reason}',
  'submissions.noAnswerSince': 'لم يستجب الخادم منذ {date, date, medium}. إن لم يعد موجودًا، فاحذف هذا البلاغ.',
  'submissions.sendNowNamed': 'أرسل الآن: {title}',
  'submissions.discardShort': 'احذف',
  'submissions.discardNamed': 'احذف: {title}',
  'submissions.discardQuestion': 'حذف «{title}»؟',
  'submissions.discardWarning': 'يُزال البلاغ وملفاته من هذا الجهاز ولن يُرسَل أبدًا. لا يمكن التراجع عن ذلك.',
};
