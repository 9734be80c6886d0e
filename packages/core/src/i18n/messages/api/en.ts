/** API error texts added in a module of their own (the older ones are in the language files), English source. */
export const apiEn = {
  'api.BROWSER_UNSUPPORTED': 'This browser cannot send anonymous reports safely. Open the page in an up-to-date browser, over https.',
} as const;
