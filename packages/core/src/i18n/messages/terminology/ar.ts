import type { terminologyEn } from './en.js';

export const terminologyAr: Record<keyof typeof terminologyEn, string> = {
  'terminology.title': 'المصطلحات',
  'terminology.intro': 'استبدل أي نص في الواجهة بكلماتك الخاصة، لغةً بعد لغة: نزّل النصوص في ملف CSV، وغيّر ما تريد منها، ثم ارفع الملف.',
  'terminology.loadFailed': 'تعذّر تحميل الإعدادات.',
  'terminology.retry': 'أعد المحاولة',
  'terminology.language': 'اللغة',
  'terminology.countLoading': 'جارٍ قراءة النصوص المغيَّرة…',
  'terminology.countFailed': 'تعذّرت قراءة النصوص المغيَّرة.',
  'terminology.overrideCount':
    '{count, plural, =0 {تعرض {language} النصوص الأصلية.} zero {في {language} # نص مغيَّر.} one {في {language} نص واحد مغيَّر.} two {في {language} نصّان مغيَّران.} few {في {language} # نصوص مغيَّرة.} many {في {language} # نصًا مغيَّرًا.} other {في {language} # نص مغيَّر.}}',
  'terminology.download': 'تنزيل النصوص الحالية (CSV)',
  'terminology.downloadStarted': 'بدأ التنزيل',
  'terminology.reset': 'العودة إلى النصوص الأصلية',
  'terminology.resetTitle': 'هل تريد إعادة {language} إلى النصوص الأصلية؟',
  'terminology.resetWarning': 'سيعود كل نص مغيَّر في {language} إلى أصله. لا يمكن التراجع عن ذلك.',
  'terminology.resetConfirm': 'استعادة النصوص',
  'terminology.resetDone': 'عادت النصوص الأصلية',
  'terminology.uploadSection': 'رفع ملف CSV',
  'terminology.file': 'ملف CSV',
  'terminology.fileHint': 'سطر key,text واحد لكل نص، كما في الملف المنزَّل؛ {size} ميغابايت على الأكثر. لا يتغيّر شيء قبل أن تطبّقه.',
  'terminology.chooseFile': 'اختر ملف CSV',
  'terminology.reading': 'جارٍ قراءة الملف…',
  'terminology.fileTooLarge': 'حجم هذا الملف أكبر من {size} ميغابايت',
  'terminology.previewTitle': 'ما يغيّره {file}',
  'terminology.changedCaption':
    '{count, plural, zero {لا نصوص تتغيّر} one {يتغيّر نص واحد} two {يتغيّر نصّان} few {تتغيّر # نصوص} many {يتغيّر # نصًا} other {يتغيّر # نص}}',
  'terminology.nothingChanges': 'لا يختلف أي نص في هذا الملف عن النص المعروض الآن.',
  'terminology.unchanged':
    '{count, plural, =0 {كل سطر يغيّر نصًا.} zero {# سطر لا يغيّر شيئًا.} one {سطر واحد لا يغيّر شيئًا.} two {سطران لا يغيّران شيئًا.} few {# أسطر لا تغيّر شيئًا.} many {# سطرًا لا يغيّر شيئًا.} other {# سطر لا يغيّر شيئًا.}}',
  'terminology.rejectedCaption':
    '{count, plural, zero {لم يُستبعد أي سطر} one {استُبعد سطر واحد} two {استُبعد سطران} few {استُبعدت # أسطر} many {استُبعد # سطرًا} other {استُبعد # سطر}}',
  'terminology.column.key': 'المفتاح',
  'terminology.column.current': 'النص الحالي',
  'terminology.column.new': 'النص الجديد',
  'terminology.column.line': 'السطر',
  'terminology.column.reason': 'السبب',
  'terminology.problem.unknownKey': 'لا يوجد نص بهذا المفتاح',
  'terminology.problem.emptyText': 'النص فارغ',
  'terminology.problem.tooLong': 'النص أطول من {max} حرف',
  'terminology.problem.invalidMessage': 'النص ليس رسالة صالحة: تحقّق من الأقواس المعقوفة',
  'terminology.problem.placeholdersDiffer':
    'يجب أن يحتفظ النص بالعناصر النائبة نفسها بين الأقواس المعقوفة كما في الأصل، دون زيادة أو نقصان',
  'terminology.problem.duplicateKey': 'يتكرر المفتاح في سطر لاحق، والعبرة بالسطر الأخير',
  'terminology.apply':
    '{count, plural, zero {تطبيق # تغيير} one {تطبيق تغيير واحد} two {تطبيق تغييرين} few {تطبيق # تغييرات} many {تطبيق # تغييرًا} other {تطبيق # تغيير}}',
  'terminology.applying': 'جارٍ التطبيق…',
  'terminology.applied':
    '{count, plural, zero {لم يتغيّر أي نص} one {تغيّر نص واحد} two {تغيّر نصّان} few {تغيّرت # نصوص} many {تغيّر # نصًا} other {تغيّر # نص}}',
};
