/** reportList screens (issue 3), English source. */
export const reportListEn = {
} as const;
