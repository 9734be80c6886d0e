import type { OptionsState, OptionsStore } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';
import { useStoreSelector } from './useStoreSelector.js';

/** Subscribes to the options store, e.g. `useOptions((s) => s.options)`. */
export function useOptions<T>(selector: (state: OptionsState) => T): T {
  return useStoreSelector(useFieldwatch().options, selector);
}

export function useOptionsStore(): OptionsStore {
  return useFieldwatch().options;
}
