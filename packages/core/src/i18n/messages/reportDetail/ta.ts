import type { reportDetailEn } from './en.js';

export const reportDetailTa: Record<keyof typeof reportDetailEn, string> = {
};
