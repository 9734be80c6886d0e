import type { validationEn } from './en.js';

export const validationAr: Record<keyof typeof validationEn, string> = {
  'validation.urlHttpsOnly': 'أدخل عنوان https:// كاملاً، دون اسم مستخدم أو كلمة مرور',
};
