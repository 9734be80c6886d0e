import type { apiEn } from './en.js';

export const apiCn: Record<keyof typeof apiEn, string> = {
  'api.BROWSER_UNSUPPORTED': '此浏览器无法安全地发送匿名报告。请在最新版本的浏览器中通过 https 打开此页面。',
};
