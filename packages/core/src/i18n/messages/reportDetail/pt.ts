import type { reportDetailEn } from './en.js';

export const reportDetailPt: Record<keyof typeof reportDetailEn, string> = {
};
