import type { FieldwatchClient } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';

/** The API client given to `<FieldwatchProvider>`. */
export function useClient(): FieldwatchClient {
  return useFieldwatch().client;
}
