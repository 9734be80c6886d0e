import type { mapSettingsEn } from './en.js';

export const mapSettingsAr: Record<keyof typeof mapSettingsEn, string> = {
  'mapSettings.title': 'إعدادات الخريطة',
  'mapSettings.intro': 'أين تُفتح كل خريطة وما الخرائط الأساسية التي تقدّمها، بما في ذلك الخرائط المضمّنة.',
  'mapSettings.viewSection': 'العرض الأولي',
  'mapSettings.center': 'المركز الافتراضي',
  'mapSettings.zoom': 'مستوى التكبير الافتراضي',
  'mapSettings.zoomHint': 'من 0 (العالم كله) إلى 22 (مبنى واحد)؛ المستوى 11 يُظهر مدينة.',
  'mapSettings.basemapsSection': 'الخرائط الأساسية',
  'mapSettings.map': 'الخريطة الأساسية «خريطة»',
  'mapSettings.mapHint':
    'اتركه فارغًا (أو اكتب builtin) لاستخدام الخريطة الأساسية المدمجة: اليابسة والمياه والحدود فقط، بلا شوارع ولا أسماء، ولا تحتاج إلى شبكة. لخريطة شوارع، أدخل عنوان نمط MapLibre (https)، مثل نمط OpenFreeMap أو نمطك الخاص، أو نمط Mapbox (mapbox://styles/…)؛ خريطة الشوارع تحتاج إلى الشبكة.',
  'mapSettings.mapHintServer':
    'اتركه فارغًا لاستخدام النمط الافتراضي للخادم ({url}): خريطة شوارع تحتاج إلى الشبكة. ومن دونها تعرض الخرائط الخريطة الأساسية المدمجة، باليابسة والمياه والحدود فقط. اكتب builtin لاستخدام الخريطة الأساسية المدمجة دائمًا، أو أدخل عنوان نمط MapLibre (https) أو نمط Mapbox (mapbox://styles/…).',
  'mapSettings.satellite': 'خريطة الأقمار الصناعية الأساسية',
  'mapSettings.satelliteHint':
    "اتركه فارغًا لعدم تقديم خيار الأقمار الصناعية. أو أدخل قالب بلاطات نقطية (https، يحتوي على '{z}' و'{x}' و'{y}'؛ ويمثّل '{s}' النطاقات الفرعية a وb وc)، أو عنوان URL لنمط MapLibre، أو نمط Mapbox.",
  'mapSettings.attribution': 'نسبة صور الأقمار الصناعية',
  'mapSettings.attributionHint': 'عبارة النسبة التي يطلبها مزوّد الصور، وتظهر على الخريطة مع البلاطات النقطية (الأنماط تحمل نسبتها الخاصة).',
  'mapSettings.examples': 'أمثلة:',
  'mapSettings.noMapboxToken':
    'لا يملك الخادم رمز Mapbox ‏(MAPBOX_TOKEN): لا يمكن تحميل أنماط Mapbox، وستعرض الخرائط الخريطة الأساسية المدمجة بدلًا منها.',
  'mapSettings.preview': 'معاينة',
  'mapSettings.previewShows': 'الخريطة الأساسية المعروضة في المعاينة',
  'mapSettings.previewMap': 'خريطة',
  'mapSettings.previewSatellite': 'أقمار صناعية',
  'mapSettings.previewLabel': 'خريطة المعاينة. تحرّكها مفاتيح الأسهم، ويكبّرها مفتاح الزائد ويصغّرها مفتاح الناقص.',
  'mapSettings.previewCenter': 'المركز المعروض',
  'mapSettings.previewZoom': 'التكبير المعروض',
  'mapSettings.useView': 'استخدام هذا العرض',
  'mapSettings.viewUsed': 'أُخذ المركز والتكبير الافتراضيان من المعاينة. احفظ للإبقاء عليهما.',
  'mapSettings.fellBack':
    'تعذّر تحميل هذه الخريطة الأساسية (لا توجد شبكة، أو العنوان خاطئ، أو الرمز مرفوض). تعرض المعاينة الخريطة الأساسية المدمجة بدلًا منها، كما ستفعل الخرائط.',
  'mapSettings.noPreview': 'لا يستطيع هذا المتصفح رسم المعاينة (WebGL متوقف). تظل الإعدادات سارية على الخرائط التي تستطيع ذلك.',
  'mapSettings.saving': 'جارٍ الحفظ…',
  'mapSettings.noChanges': 'لم يتغيّر شيء',
  'mapSettings.loadFailed': 'تعذّر تحميل الإعدادات.',
  'mapSettings.retry': 'إعادة المحاولة',
};
