import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { translatorOf, type Translate } from '@fieldwatch/core';

export type { Translate };

/**
 * `t(key, values)` typed to the catalogue keys of core, so a missing key is a compile error: react-intl's
 * `formatMessage` for the language `FieldwatchProvider` shows, English when a message cannot be
 * formatted, the key when nothing can.
 */
export function useT(): Translate {
  const intl = useIntl();
  return useMemo(() => translatorOf(intl), [intl]);
}
