import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { LayerFormValues } from './layerFormValues.js';

/** What every part of the layer form takes from the form: its fields, their errors and their text. */
export interface LayerFieldProps {
  register: UseFormRegister<LayerFormValues>;
  errors: FieldErrors<LayerFormValues>;
  errorText: (key: string | undefined) => string | undefined;
}
