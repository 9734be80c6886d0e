import type { reportListEn } from './en.js';

export const reportListPt: Record<keyof typeof reportListEn, string> = {
};
