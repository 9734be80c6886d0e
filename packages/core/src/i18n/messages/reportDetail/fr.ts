import type { reportDetailEn } from './en.js';

export const reportDetailFr: Record<keyof typeof reportDetailEn, string> = {
};
