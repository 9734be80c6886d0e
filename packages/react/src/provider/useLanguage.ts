import type { LanguageCode } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';

/** The interface language given to `<FieldwatchProvider>`. */
export function useLanguage(): LanguageCode {
  return useFieldwatch().language;
}
