/** Validation messages added in a module of their own (the older ones are in the language files), English source. */
export const validationEn = {
  'validation.urlHttpsOnly': 'Enter a full https:// address, without a user name or password',
} as const;
