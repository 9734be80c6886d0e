import type { reportListEn } from './en.js';

export const reportListFr: Record<keyof typeof reportListEn, string> = {
};
