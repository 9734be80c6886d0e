import type { reportListEn } from './en.js';

export const reportListAr: Record<keyof typeof reportListEn, string> = {
};
