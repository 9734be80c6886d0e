import type { reportDetailEn } from './en.js';

export const reportDetailAr: Record<keyof typeof reportDetailEn, string> = {
};
