import type { reportListEn } from './en.js';

export const reportListEs: Record<keyof typeof reportListEn, string> = {
};
