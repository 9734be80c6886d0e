import { useCallback, useEffect, type ReactNode } from 'react';
import { defaultOptions, type Options, type OptionsState } from '@fieldwatch/core';
import { useT } from '../i18n/useT.js';
import { useErrorAlert } from '../provider/useErrorAlert.js';
import { useOptions, useOptionsStore } from '../provider/useOptions.js';
import { Button } from '../components/Button/index.js';
import * as form from './Form.css.js';

const selectOptions = (s: OptionsState) => s.options;
const selectStatus = (s: OptionsState) => s.status;

interface OptionsGateProps {
  /** Said when the options could not be loaded, above a retry button. */
  loadFailed: string;
  /** The retry button's label. */
  retry: string;
  /** Draws the settings form once the options are there. */
  children: (options: Options) => ReactNode;
}

/**
 * What a settings form shows before its options are there: the host usually loads them after sign-in,
 * a screen opened on its own loads them here; a failure says so with a retry. An option an older
 * server did not send reads as its default.
 */
export function OptionsGate({ loadFailed, retry, children }: OptionsGateProps) {
  const t = useT();
  const options = useOptions(selectOptions);
  const status = useOptions(selectStatus);
  const store = useOptionsStore();
  const showError = useErrorAlert();

  const load = useCallback(() => {
    store
      .getState()
      .load()
      .catch((error: unknown) => showError(error));
  }, [store, showError]);
  useEffect(() => {
    if (store.getState().status === 'idle') load();
  }, [store, load]);

  if (options) return children({ ...defaultOptions, ...options });
  if (status === 'error') {
    return (
      <div role="alert" className={form.card}>
        <p>{loadFailed}</p>
        <Button variant="secondary" onClick={load}>
          {retry}
        </Button>
      </div>
    );
  }
  return <p role="status">{t('app.loading')}</p>;
}
