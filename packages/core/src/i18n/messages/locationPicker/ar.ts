import type { locationPickerEn } from './en.js';

export const locationPickerAr: Record<keyof typeof locationPickerEn, string> = {
  'locationPicker.mapLabel': 'خريطة لاختيار الموقع',
  'locationPicker.hint':
    'انقر على الخريطة أو اسحب الدبوس لتحديد الموقع. عندما يكون التركيز على الخريطة، تحرّك مفاتيح الأسهم الدبوس؛ اضغط مع الاستمرار على Shift لخطوات أكبر.',
  'locationPicker.chosen': 'الموقع: {latitude}، {longitude}',
  'locationPicker.none': 'الموقع: لم يُختر بعد',
  'locationPicker.useMyLocation': 'استخدام موقعي',
  'locationPicker.locating': 'جارٍ تحديد موقعك…',
  'locationPicker.found': 'موقعك، بدقة ± {meters, number} م',
  'locationPicker.denied': 'لم يسمح متصفحك بالوصول إلى موقعك. اسمح بذلك في إعدادات الموقع، أو اختر المكان على الخريطة.',
  'locationPicker.unavailable': 'تعذّر تحديد موقعك. اختر المكان على الخريطة أو اكتب الإحداثيات.',
  'locationPicker.timeout': 'استغرق تحديد موقعك وقتًا طويلًا. حاول مرة أخرى، أو اختر المكان على الخريطة.',
  'locationPicker.unsupported': 'لا يستطيع هذا المتصفح مشاركة موقعك. اختر المكان على الخريطة أو اكتب الإحداثيات.',
  'locationPicker.noMap': 'لا يمكن عرض الخريطة في هذا المتصفح: اكتب الإحداثيات بدلًا من ذلك.',
};
