import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '@fieldwatch/core';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `formatMessage` typed to the catalogue keys of core, so a missing key is a compile error. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
