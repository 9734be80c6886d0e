import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Options } from '@fieldwatch/core';
import { useOptionsSave } from '../../internal/useOptionsSave.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import type { PreviewView } from './MapPreview.js';
import { mapSettingsChanges, mapSettingsResolver, mapSettingsValues, viewValues, type MapSettingsValues } from './mapSettingsValues.js';
import { useFocusFirstInvalid } from '../../internal/useFocusFirstInvalid.js';

export interface MapSettingsFormConfig {
  /** the options the form starts from */
  options: Options;
  onSaved?: ((options: Options) => void) | undefined;
}

/**
 * The map settings form's state and side effects in one place: the fields, the save of only what
 * changed, focus on the first refused field, and "Use this view" writing the preview's view into the fields.
 */
export function useMapSettingsForm({ options, onSaved }: MapSettingsFormConfig) {
  const alerts = useAlertsStore();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, setError, setValue, reset, control, formState } = useForm<MapSettingsValues>({
    resolver: mapSettingsResolver,
    defaultValues: mapSettingsValues(options),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = formState;
  // CoordinateInput keeps its DMS fields to itself: a new key shows values set from outside
  const [coordinatesKey, setCoordinatesKey] = useState(0);

  useFocusFirstInvalid(formRef, submitCount);

  const takeView = (view: PreviewView) => {
    const values = viewValues(view);
    for (const name of ['latitude', 'longitude', 'zoom'] as const)
      setValue(name, values[name], { shouldDirty: true, shouldValidate: true });
    setCoordinatesKey((n) => n + 1);
    alerts.getState().push('info', 'mapSettings.viewUsed');
  };

  const submit = handleSubmit(
    useOptionsSave({
      options,
      changesOf: mapSettingsChanges,
      noChanges: 'mapSettings.noChanges',
      setError,
      onStored: (saved) => {
        reset(mapSettingsValues(saved));
        setCoordinatesKey((n) => n + 1);
      },
      onSaved,
    }),
  );

  return { formRef, control, register, errors, isSubmitting, coordinatesKey, takeView, submit };
}
