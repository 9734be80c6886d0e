import type { validationEn } from './en.js';

export const validationCn: Record<keyof typeof validationEn, string> = {
  'validation.urlHttpsOnly': '请输入完整的 https:// 地址，不要包含用户名或密码',
};
