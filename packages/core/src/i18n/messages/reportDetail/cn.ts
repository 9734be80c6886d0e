import type { reportDetailEn } from './en.js';

export const reportDetailCn: Record<keyof typeof reportDetailEn, string> = {
};
