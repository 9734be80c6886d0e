import type { reportListEn } from './en.js';

export const reportListTa: Record<keyof typeof reportListEn, string> = {
};
