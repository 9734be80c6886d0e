import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FieldwatchClient } from '../api/client.js';
import { getOptions, updateOptions } from '../api/options.js';
import type { Options, OptionsUpdate } from '../schemas/options.js';

export interface OptionsState {
  options: Options | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  load(): Promise<Options>;
  /** Saves changed options and reloads them, so what is shown is what the server stored. */
  save(changes: OptionsUpdate): Promise<Options>;
  /** Keeps options the server stored through another call (an uploaded public-site image). */
  merge(stored: Partial<Options>): void;
  reset(): void;
}

export type OptionsStore = StoreApi<OptionsState>;

export function createOptionsStore(client: FieldwatchClient): OptionsStore {
  return createStore<OptionsState>()((set, get) => ({
    options: null,
    status: 'idle',
    load: async () => {
      set({ status: 'loading' });
      try {
        const options = await getOptions(client);
        set({ options, status: 'ready' });
        return options;
      } catch (error) {
        set({ status: 'error' });
        throw error;
      }
    },
    save: async (changes) => {
      const options = await updateOptions(client, changes);
      set({ options, status: 'ready' });
      return options;
    },
    merge: (stored) => {
      const options = get().options;
      // nothing loaded yet: the next load brings them
      if (options) set({ options: { ...options, ...stored } });
    },
    reset: () => set({ options: null, status: 'idle' }),
  }));
}
