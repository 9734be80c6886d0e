import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MessageKey, OptionName, Options } from '@fieldwatch/core';
import { useAlertsStore } from '../provider/useAlerts.js';
import { useErrorAlert } from '../provider/useErrorAlert.js';
import { useOptionsStore } from '../provider/useOptions.js';
import { applyServerFieldErrors } from './serverFieldErrors.js';

export interface OptionsSaveConfig<T extends FieldValues> {
  /** the options the form started from */
  options: Options;
  /** the `PUT /options` items that differ from the stored options; a field is named as the option it holds */
  changesOf: (current: Options, values: T) => readonly { name: OptionName & Path<T>; value: string }[];
  /** said when nothing differs */
  noChanges: MessageKey;
  setError: UseFormSetError<T>;
  /** the form takes the options as stored as its new starting point */
  onStored: (saved: Options) => void;
  onSaved?: ((options: Options) => void) | undefined;
}

/**
 * Save of every settings form: only what changed goes to `PUT /options` (through the options store,
 * which keeps what the server answers), a "Settings saved" or "nothing changed" notice, and a refused
 * value shown beside its field.
 */
export function useOptionsSave<T extends FieldValues>({
  options,
  changesOf,
  noChanges,
  setError,
  onStored,
  onSaved,
}: OptionsSaveConfig<T>) {
  const store = useOptionsStore();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  return async (values: T) => {
    const current = { ...options, ...store.getState().options };
    const changes = changesOf(current, values);
    if (changes.length === 0) {
      alerts.getState().push('info', noChanges);
      return;
    }
    try {
      const saved = await store.getState().save([...changes]);
      onStored(saved);
      alerts.getState().push('success', 'success.settingsSaved');
      onSaved?.(saved);
    } catch (error) {
      // the server names a refused value by its place in the list: `1.value`
      applyServerFieldErrors(error, setError, Object.fromEntries(changes.map((change, index) => [`${index}.value`, change.name])));
      showError(error);
    }
  };
}
