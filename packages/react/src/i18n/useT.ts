import { createContext, useContext } from 'react';
import type { Translate } from '@fieldwatch/core';

export type { Translate };

/** The translator of core for the language shown, given by `FieldwatchProvider`. */
export const TranslateContext = createContext<Translate | null>(null);

/** `t(key, values)` typed to the catalogue keys of core, so a missing key is a compile error. */
export function useT(): Translate {
  const t = useContext(TranslateContext);
  if (!t) throw new Error('Fieldwatch components must be rendered inside <FieldwatchProvider>');
  return t;
}
