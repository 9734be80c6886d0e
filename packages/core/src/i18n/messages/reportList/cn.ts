import type { reportListEn } from './en.js';

export const reportListCn: Record<keyof typeof reportListEn, string> = {
};
