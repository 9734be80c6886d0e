import { useState, type FormEvent } from 'react';
import { FieldwatchError } from '@fieldwatch/core';
import { useErrorAlert } from '../../provider/useErrorAlert.js';

/**
 * The submit of a dialog with one field: `check` finds what is wrong with the field before anything is
 * sent (a validation key), `run` makes the call; a refusal the server gives for the field (`fieldOf` its
 * key in the error's fields) shows beside it, anything else as an alert. While `run` goes, `busy` holds.
 */
export function useFieldSubmit(
  check: () => string | undefined,
  run: () => Promise<void>,
  fieldOf: (failure: FieldwatchError) => string | undefined,
) {
  const showError = useErrorAlert();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the dialog may open from inside another form (the admin's own user row): its submit is not that form's
    event.stopPropagation();
    const issue = check();
    if (issue) {
      setError(issue);
      return;
    }
    setBusy(true);
    try {
      await run();
    } catch (failure) {
      const key = failure instanceof FieldwatchError ? fieldOf(failure) : undefined;
      if (key) setError(key);
      else showError(failure);
    } finally {
      setBusy(false);
    }
  };

  /** The field was changed: what was said of it no longer holds. */
  const clearError = () => setError(undefined);

  return { error, busy, submit, clearError };
}
