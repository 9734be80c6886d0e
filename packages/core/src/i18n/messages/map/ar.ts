import type { mapEn } from './en.js';

export const mapAr: Record<keyof typeof mapEn, string> = {
  'map.label': 'خريطة البلاغات',
  'map.loading': 'جارٍ تحميل الخريطة…',
  'map.error': 'تعذّر على الخريطة تحميل البلاغات.',
  'map.retry': 'إعادة المحاولة',
  'map.noWebGL': 'لا يستطيع هذا الجهاز عرض الخريطة. تعرض قائمة البلاغات البلاغات نفسها.',
  'map.summary':
    '{total, plural, =0 {لا يطابق أي بلاغ عوامل التصفية.} zero {لا يطابق أي بلاغ عوامل التصفية.} one {بلاغ واحد يطابق عوامل التصفية.} two {بلاغان يطابقان عوامل التصفية.} few {# بلاغات تطابق عوامل التصفية.} many {# بلاغًا يطابق عوامل التصفية.} other {# بلاغ يطابق عوامل التصفية.}}',
  'map.inView':
    'في العرض: {clusters, plural, =0 {لا مجموعات} zero {لا مجموعات} one {مجموعة واحدة} two {مجموعتان} few {# مجموعات} many {# مجموعة} other {# مجموعة}} و{points, plural, =0 {لا بلاغات منفردة} zero {لا بلاغات منفردة} one {بلاغ منفرد واحد} two {بلاغان منفردان} few {# بلاغات منفردة} many {# بلاغًا منفردًا} other {# بلاغ منفرد}}.',
  'map.items': 'البلاغات الظاهرة',
  'map.itemsCount': '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
  'map.itemsHint': 'اختر مجموعة لتكبير الخريطة على بلاغاتها، أو بلاغًا لفتح ملخّصه.',
  'map.itemsMore':
    '{count, plural, zero {لا عناصر أخرى ظاهرة.} one {عنصر آخر ظاهر: كبّر الخريطة للوصول إليه.} two {عنصران آخران ظاهران: كبّر الخريطة للوصول إليهما.} few {# عناصر أخرى ظاهرة: كبّر الخريطة للوصول إليها.} many {# عنصرًا آخر ظاهرًا: كبّر الخريطة للوصول إليها.} other {# عنصر آخر ظاهر: كبّر الخريطة للوصول إليها.}}',
  'map.itemsEmpty': 'لا شيء في العرض. صغّر الخريطة أو حرّكها.',
  'map.cluster':
    '{count, plural, zero {لا بلاغات} one {بلاغ واحد هنا} two {مجموعة من بلاغين} few {مجموعة من # بلاغات} many {مجموعة من # بلاغًا} other {مجموعة من # بلاغ}}',
  'map.report': 'البلاغ {id}',
  'map.marker.open': 'مفتوح',
  'map.marker.verified': 'موثَّق',
  'map.marker.urgent': 'عاجل',
  'map.marker.closed': 'مغلق',
  'map.options': 'خيارات الخريطة',
  'map.basemap': 'الخريطة الأساسية',
  'map.basemap.map': 'خريطة',
  'map.basemap.satellite': 'قمر صناعي',
  'map.layers': 'الطبقات',
  'map.layersError': 'تعذّر تحميل الطبقات.',
  'map.layerError': 'تعذّر رسم «{name}».',
  'map.legend': 'العلامات',
  'map.basemapFallback': 'تعذّر تحميل الخريطة الأساسية المختارة؛ تُعرض الخريطة المدمجة بدلًا منها.',
  'map.popup.loading': 'جارٍ تحميل البلاغ…',
  'map.popup.error': 'تعذّر تحميل هذا البلاغ.',
  'map.popup.by': 'أرسله {author}',
  'map.popup.image': 'الصورة الأولى من البلاغ',
  'map.popup.images': '{count, plural, =0 {لا صور} zero {لا صور} one {صورة واحدة} two {صورتان} few {# صور} many {# صورة} other {# صورة}}',
  'map.popup.videos':
    '{count, plural, =0 {لا مقاطع فيديو} zero {لا مقاطع فيديو} one {مقطع فيديو واحد} two {مقطعا فيديو} few {# مقاطع فيديو} many {# مقطع فيديو} other {# مقطع فيديو}}',
  'map.popup.audios':
    '{count, plural, =0 {لا تسجيلات صوتية} zero {لا تسجيلات صوتية} one {تسجيل صوتي واحد} two {تسجيلان صوتيان} few {# تسجيلات صوتية} many {# تسجيلًا صوتيًا} other {# تسجيل صوتي}}',
  'map.popup.documents':
    '{count, plural, =0 {لا مستندات} zero {لا مستندات} one {مستند واحد} two {مستندان} few {# مستندات} many {# مستندًا} other {# مستند}}',
  'map.popup.view': 'عرض البلاغ',
  'map.control.zoomIn': 'تكبير',
  'map.control.zoomOut': 'تصغير',
  'map.control.close': 'إغلاق النافذة',
  'map.control.attribution': 'إظهار مصادر الخريطة أو إخفاؤها',
};
