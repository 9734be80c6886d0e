/** reportDetail screens (issue 3), English source. */
export const reportDetailEn = {
} as const;
