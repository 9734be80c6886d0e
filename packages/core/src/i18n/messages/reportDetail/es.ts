import type { reportDetailEn } from './en.js';

export const reportDetailEs: Record<keyof typeof reportDetailEn, string> = {
};
